/**
 * The pager's window: the current question and up to `radius` on either
 * side (spec, screen 9: two either side), clamped to the list.
 */
export function pagerWindow(count: number, index: number, radius = 2): number[] {
  if (count <= 0 || index < 0 || index >= count) return []
  const from = Math.max(0, index - radius)
  const to = Math.min(count - 1, index + radius)
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

/** The index a step of `delta` leads to, or null at either end (no wrap-around). */
export function stepIndex(count: number, index: number, delta: number): number | null {
  const next = index + delta
  return next >= 0 && next < count ? next : null
}
