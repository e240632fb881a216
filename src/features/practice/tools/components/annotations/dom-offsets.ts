/**
 * Bridges DOM selections and text offsets. Offsets count characters of the
 * root's textContent, so the same numbers find the same words after React
 * (or a reload) renders the passage HTML again.
 */
import type { Annotation } from "../../domain/ranges"

const MARK_ATTR = "data-annotation"

/** The selection's [start, end) within `root`, or null when it is empty or outside the passage. */
export function rangeOffsets(root: Node, range: Range): { start: number; end: number } | null {
  if (range.collapsed || !root.contains(range.startContainer) || !root.contains(range.endContainer)) return null
  const before = document.createRange()
  before.setStart(root, 0)
  before.setEnd(range.startContainer, range.startOffset)
  const start = before.toString().length
  const end = start + range.toString().length
  return end > start ? { start, end } : null
}

/** Removes our <mark>s, leaving the passage's own markup as it was. */
export function clearMarks(root: HTMLElement) {
  for (const mark of Array.from(root.querySelectorAll(`mark[${MARK_ATTR}]`))) {
    mark.replaceWith(...Array.from(mark.childNodes))
  }
  root.normalize()
}

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const out: Text[] = []
  for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n as Text)
  return out
}

export type MarkDecorator = (mark: HTMLElement, annotation: Annotation, first: boolean) => void

/** Wraps every annotation's text in <mark> elements (one per text node it crosses). */
export function applyMarks(root: HTMLElement, annotations: readonly Annotation[], decorate: MarkDecorator) {
  clearMarks(root)
  for (const a of annotations) {
    let offset = 0
    let first = true
    for (const node of textNodes(root)) {
      const len = node.data.length
      const from = Math.max(a.start, offset)
      const to = Math.min(a.end, offset + len)
      offset += len
      if (to <= from) continue
      let target = node
      if (from > offset - len) target = target.splitText(from - (offset - len))
      if (to - from < target.data.length) target.splitText(to - from)
      const mark = document.createElement("mark")
      mark.setAttribute(MARK_ATTR, a.id)
      target.replaceWith(mark)
      mark.append(target)
      decorate(mark, a, first)
      first = false
    }
  }
}

/** The annotation id of a mark that contains `node`, if any. */
export function annotationAt(node: EventTarget | null): string | null {
  const el = node instanceof Element ? node.closest(`mark[${MARK_ATTR}]`) : null
  return el?.getAttribute(MARK_ATTR) ?? null
}
