import { clsx } from "clsx"
import { useMemo } from "react"
import { sanitizeHtml } from "@/lib/sanitize-html"

/** How bank HTML (tables, figures, math) is drawn; also wraps passages other components render (highlights). */
export const QUESTION_HTML_CLASS =
  "question-html [&_caption]:mb-1 [&_caption]:font-semibold [&_math]:text-[1.05em] [&_svg]:h-auto [&_svg]:max-w-full [&_table]:my-3 [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1"

/** Bank HTML (MathML, tables, SVG figures), sanitised before it reaches the DOM. */
export function HtmlContent({ html, className, id }: { html: string; className?: string; id?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <div id={id} className={clsx(QUESTION_HTML_CLASS, className)} dangerouslySetInnerHTML={{ __html: safe }} />
}
