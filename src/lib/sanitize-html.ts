import DOMPurify from "dompurify"

/**
 * Question HTML from the bank, made safe to render: HTML, MathML (maths
 * rendered by temml at build time) and SVG figures stay, with the role and
 * aria-label that give a figure its text alternative; scripts, event
 * handlers, foreign objects and javascript: URLs go.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true, svg: true, mathMl: true },
    ADD_ATTR: ["role", "aria-label", "aria-hidden", "encoding", "displaystyle", "scriptlevel"],
    FORBID_TAGS: ["style", "foreignObject", "form", "input", "button", "iframe"],
  })
}
