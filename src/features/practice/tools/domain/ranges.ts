/**
 * Highlights and notes as character ranges over a passage's text content, so
 * they survive re-rendering the (sanitised) HTML. Ranges never overlap: a new
 * highlight absorbs the ones it touches. Pure: no DOM, no React.
 */

export const HIGHLIGHT_COLORS = ["yellow", "blue", "pink"] as const
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number]

export type Annotation = {
  id: string
  start: number
  end: number
  /** null: underline only. */
  color: HighlightColor | null
  underline: boolean
  note: string
  /** The highlighted text, for the notes list. */
  text: string
}

export type Style = { color: HighlightColor | null; underline: boolean }

/** Adds a highlight over [start, end) of `passage`; highlights it overlaps merge into it (their notes kept). */
export function addAnnotation(
  list: readonly Annotation[],
  passage: string,
  start: number,
  end: number,
  style: Style,
  id: string,
): Annotation[] {
  const s = Math.max(0, Math.min(start, end))
  const e = Math.min(passage.length, Math.max(start, end))
  if (e <= s || passage.slice(s, e).trim() === "") return [...list]
  const touching = list.filter((a) => a.start < e && a.end > s)
  const from = Math.min(s, ...touching.map((a) => a.start))
  const to = Math.max(e, ...touching.map((a) => a.end))
  const note = touching
    .map((a) => a.note)
    .filter(Boolean)
    .join("\n")
  const merged: Annotation = { id, start: from, end: to, ...style, note, text: passage.slice(from, to) }
  return [...list.filter((a) => !touching.includes(a)), merged].sort((a, b) => a.start - b.start)
}

export function updateAnnotation(
  list: readonly Annotation[],
  id: string,
  patch: Partial<Pick<Annotation, "color" | "underline" | "note">>,
): Annotation[] {
  return list.map((a) => (a.id === id ? { ...a, ...patch } : a))
}

export function removeAnnotation(list: readonly Annotation[], id: string): Annotation[] {
  return list.filter((a) => a.id !== id)
}

/** Keeps only well-formed annotations that still fit the passage (its text may have changed since they were saved). */
export function sanitiseAnnotations(value: unknown, passage: string): Annotation[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (a): a is Annotation =>
      typeof a === "object" &&
      a !== null &&
      typeof a.id === "string" &&
      Number.isInteger(a.start) &&
      Number.isInteger(a.end) &&
      a.start >= 0 &&
      a.end > a.start &&
      a.end <= passage.length &&
      (a.color === null || HIGHLIGHT_COLORS.includes(a.color)) &&
      typeof a.underline === "boolean" &&
      typeof a.note === "string" &&
      passage.slice(a.start, a.end) === a.text,
  )
}
