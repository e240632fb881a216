/**
 * Where the auth service may send a browser back to, decided as Supabase Auth
 * decides it (`IsRedirectURLValid`): a page of the site URL's origin, or a URL
 * matching an entry of `additional_redirect_urls`; anything else falls back to
 * the site URL. One deliberate difference: GoTrue also lets any loopback host
 * and port through, which would let any local process receive a student's
 * auth code, so here a loopback URL must be listed like any other.
 */
export type RedirectPolicy = {
  siteUrl: string
  isAllowed: (url: string) => boolean
  /** The URL to redirect to: `requested` when allowed, otherwise the site URL. */
  resolve: (requested: string | null | undefined) => string
}

/**
 * A GoTrue allow-list glob as a RegExp. GoTrue compiles entries with `.` and
 * `/` as separators: `*` matches within one host label or path segment, `**`
 * matches across them, `?` matches one non-separator character.
 */
export function globToRegExp(pattern: string): RegExp {
  let re = ""
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === "*" && pattern[i + 1] === "*") {
      re += ".*"
      i++
    } else if (c === "*") re += "[^./]*"
    else if (c === "?") re += "[^./]"
    else re += c.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&")
  }
  return new RegExp(`^${re}$`, "s")
}

// Control characters and spaces are never part of a real URL; browsers strip
// some of them, so a URL that contains one may resolve to somewhere unchecked.
// eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
const UNSAFE_CHARS = /[\u0000-\u0020\u007f]/

function parse(url: string) {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

export function createRedirectPolicy(config: { siteUrl: string; additionalRedirectUrls: string[] }): RedirectPolicy {
  const site = parse(config.siteUrl)
  if (!site) throw new Error(`[auth] site_url is not a valid URL: ${JSON.stringify(config.siteUrl)}`)
  const patterns = config.additionalRedirectUrls.filter(Boolean).map(globToRegExp)

  function isAllowed(url: string) {
    if (!url || UNSAFE_CHARS.test(url)) return false
    // The code or tokens are added to the URL, so it must parse (GoTrue refuses unparsable http URLs too).
    const target = parse(url)
    if (!target) return false
    if (target.protocol === site!.protocol && target.host === site!.host) return true
    const withoutFragment = url.split("#")[0]!
    return patterns.some((p) => p.test(withoutFragment))
  }

  return {
    siteUrl: config.siteUrl,
    isAllowed,
    resolve: (requested) => (requested && isAllowed(requested) ? requested : config.siteUrl),
  }
}
