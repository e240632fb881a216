import { clsx } from "clsx"
import { useMemo } from "react"
import { sanitizeHtml } from "@/lib/sanitize-html"

/**
 * Bank HTML (MathML, tables, SVG figures), sanitised before it reaches the
 * DOM and drawn by the shared `.question-html` rules (src/index.css), which
 * the full SAT's annotated passage uses too.
 */
export function HtmlContent({ html, className, id }: { html: string; className?: string; id?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <div id={id} className={clsx("question-html", className)} dangerouslySetInnerHTML={{ __html: safe }} />
}
