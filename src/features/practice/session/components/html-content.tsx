import { clsx } from "clsx"
import { useMemo } from "react"
import { sanitizeHtml } from "@/lib/sanitize-html"

/**
 * The class that draws bank HTML (tables, figures, MathML): the shared
 * `.question-html` rules in src/index.css. Passages other components render
 * (the highlighter's annotated passage) wear it too.
 */
export const QUESTION_HTML_CLASS = "question-html"

/** Bank HTML (MathML, tables, SVG figures), sanitised before it reaches the DOM. */
export function HtmlContent({ html, className, id }: { html: string; className?: string; id?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <div id={id} className={clsx(QUESTION_HTML_CLASS, className)} dangerouslySetInnerHTML={{ __html: safe }} />
}
