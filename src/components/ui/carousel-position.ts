/**
 * Carousel positions, framework-free. A position is the index of the first
 * visible card: 0 up to `count - visible`, one dot per position.
 */

/** Cards shown side by side: 3 from 768 px up, 1 below. */
export const WIDE_MIN_WIDTH = 768
export function visibleCards(viewportWidth: number): number {
  return viewportWidth >= WIDE_MIN_WIDTH ? 3 : 1
}

export function maxPosition(count: number, visible: number): number {
  return Math.max(0, count - Math.max(1, visible))
}

export function dotsCount(count: number, visible: number): number {
  return count > 0 ? maxPosition(count, visible) + 1 : 0
}

export function clampPosition(position: number, count: number, visible: number): number {
  return Math.min(Math.max(0, Math.trunc(position)), maxPosition(count, visible))
}

export function canGoPrev(position: number): boolean {
  return position > 0
}

export function canGoNext(position: number, count: number, visible: number): boolean {
  return position < maxPosition(count, visible)
}

/** The cards (1-based, inclusive) a position shows, for the dots' labels. */
export function shownRange(position: number, count: number, visible: number): { first: number; last: number } {
  const first = clampPosition(position, count, visible) + 1
  return { first, last: Math.min(count, first + Math.max(1, visible) - 1) }
}

/**
 * Embla animates with a spring, not a clock: `duration` 20 settles within 1%
 * of the target after ~480 ms of its 60 Hz steps, our 500 ms slide.
 */
export const SLIDE_MS = 500
export const EMBLA_DURATION = 20
