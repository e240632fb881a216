import temml from "temml"

/**
 * Question text is a small, checked subset of HTML: anything else is a
 * mistake in the source (the client sanitises again with DOMPurify).
 */
const ALLOWED = new Set([
  ..."p em strong b i u br sup sub span div ul ol li table caption thead tbody tfoot tr th td figure figcaption".split(
    " ",
  ),
  ..."svg g line polyline polygon rect circle ellipse path text tspan title desc defs marker".split(" "),
])
const VOID = new Set(["br"])
const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)([^>]*?)(\/?)\s*>/g

/** Problems with the markup of one field: unknown tags, event handlers, unbalanced tags. */
export function htmlProblems(source: string): string[] {
  // Maths may hold < and >; it becomes MathML separately.
  const html = source.replace(/\\\((.+?)\\\)/gs, " ")
  const problems: string[] = []
  const stack: string[] = []
  for (const m of html.matchAll(TAG)) {
    const [, closing, rawName, attrs = "", selfClosing] = m
    const name = rawName!.toLowerCase()
    if (!ALLOWED.has(name)) {
      problems.push(`tag <${name}> is not allowed`)
      continue
    }
    if (/\son\w+\s*=/i.test(attrs) || /javascript:/i.test(attrs)) problems.push(`<${name}> has a script attribute`)
    // A figure must say in words everything a student needs from it.
    if (name === "svg" && !closing && !(/role="img"/.test(attrs) && /aria-label="[^"]+"/.test(attrs)))
      problems.push('<svg> needs role="img" and an aria-label describing the figure')
    if (VOID.has(name) || selfClosing) continue
    if (!closing) stack.push(name)
    else if (stack.pop() !== name) problems.push(`</${name}> does not close the open tag`)
  }
  if (stack.length) problems.push(`unclosed <${stack.join(">, <")}>`)
  if (/<table/i.test(html) && !/<caption/i.test(html)) problems.push("<table> needs a <caption>")
  const stray = html.replace(TAG, "").match(/[<>]/)
  if (stray) problems.push(`stray "${stray[0]}": write &lt; or &gt; (or use maths)`)
  return problems
}

/** Replaces each `\( … \)` with MathML; bad LaTeX is reported, not rendered. */
export function renderMath(text: string): { html: string; problems: string[] } {
  const problems: string[] = []
  const html = text.replace(/\\\((.+?)\\\)/gs, (_, tex: string) => {
    try {
      return temml.renderToString(tex, { throwOnError: true })
    } catch (e) {
      problems.push(`LaTeX "${tex}": ${(e as Error).message}`)
      return tex
    }
  })
  if (/\\\(|\\\)/.test(html)) problems.push("unmatched \\( or \\)")
  return { html, problems }
}

/** Plain words of an HTML fragment (for length checks). */
export function wordCount(html: string): number {
  const text = html.replace(TAG, " ").replace(/\\\(.+?\\\)/gs, " x ")
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}
