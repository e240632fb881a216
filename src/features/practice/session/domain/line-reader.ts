/**
 * The line reader: a band of the screen left clear while the rest is dimmed,
 * as in Bluebook. Its top is a fraction of the viewport (0 = top), moved by
 * keyboard in steps of one line or by dragging.
 */
export const LINE_READER_LINES = 3

export type ReaderKey = "ArrowUp" | "ArrowDown" | "PageUp" | "PageDown" | "Home" | "End"

/** The new top (px) after a key, kept inside [min, max]. `line` is one line's height in px. */
export function moveReader(top: number, key: string, line: number, min: number, max: number): number | null {
  const step: Record<ReaderKey, number> = {
    ArrowUp: -line,
    ArrowDown: line,
    PageUp: -line * LINE_READER_LINES * 3,
    PageDown: line * LINE_READER_LINES * 3,
    Home: -Infinity,
    End: Infinity,
  }
  if (!(key in step)) return null
  return clampTop(top + step[key as ReaderKey], min, max)
}

export function clampTop(top: number, min: number, max: number): number {
  return Math.min(Math.max(top, min), Math.max(min, max))
}

/** The font sizes the runner's zoom steps through (the app's own font-size setting). */
export function zoomStep<T>(sizes: readonly T[], current: T, step: 1 | -1): T {
  const i = sizes.indexOf(current)
  const next = Math.min(Math.max((i < 0 ? 0 : i) + step, 0), sizes.length - 1)
  return sizes[next]!
}
