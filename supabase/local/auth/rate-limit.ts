/**
 * Per-address limits of Supabase Auth, as the hosted service applies them:
 * a token bucket per client address and kind of request, holding `limit`
 * requests and refilled at `limit` per 5 minutes (GoTrue's
 * GOTRUE_RATE_LIMIT_* settings; `[auth.rate_limit]` in config.toml, the
 * dashboard's Authentication > Rate Limits on a hosted project). A full
 * bucket allows a burst of `limit`; an empty one answers 429 with the
 * seconds until the next request is allowed.
 */
export type RateLimitKind = "sign_in_sign_ups" | "token_refresh" | "token_verifications"

/** Requests per 5 minutes per address; null turns a limit off. */
export type RateLimits = Record<RateLimitKind, number | null>

/** Supabase's defaults (the CLI's config.toml template and the hosted dashboard). */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  sign_in_sign_ups: 30,
  token_refresh: 150,
  token_verifications: 30,
}

const PERIOD_MS = 5 * 60 * 1000

/** Which limit a request below /auth/v1 counts against, if any. */
export function rateLimitKind(method: string, path: string, grantType: string | null): RateLimitKind | null {
  if (method === "POST" && path === "/signup") return "sign_in_sign_ups"
  // The local Google page's form creates or signs in a student, as a sign-in does.
  if (method === "POST" && path === "/authorize/google") return "sign_in_sign_ups"
  if (method === "POST" && path === "/token") {
    if (grantType === "password") return "sign_in_sign_ups"
    if (grantType === "refresh_token") return "token_refresh"
    return "token_verifications"
  }
  return null
}

export function createRateLimiter(limits: RateLimits, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>()
  let checks = 0
  /** Drops buckets that have refilled (they hold nothing a new one would not). */
  const prune = (t: number) => {
    for (const [key, b] of buckets) {
      const limit = limits[key.slice(0, key.indexOf(" ")) as RateLimitKind]
      if (!limit || b.tokens + ((t - b.at) * limit) / PERIOD_MS >= limit) buckets.delete(key)
    }
  }
  /** Takes one request from the bucket; returns 0 when allowed, else the seconds to wait. */
  return function take(kind: RateLimitKind, address: string): number {
    const limit = limits[kind]
    if (!limit) return 0
    const t = now()
    if (++checks % 1000 === 0) prune(t)
    const key = `${kind} ${address}`
    const b = buckets.get(key) ?? { tokens: limit, at: t }
    b.tokens = Math.min(limit, b.tokens + ((t - b.at) * limit) / PERIOD_MS)
    b.at = t
    buckets.set(key, b)
    if (b.tokens >= 1) {
      b.tokens -= 1
      return 0
    }
    return Math.max(1, Math.ceil(((1 - b.tokens) * PERIOD_MS) / limit / 1000))
  }
}
