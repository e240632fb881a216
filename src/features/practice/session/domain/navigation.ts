/**
 * Moving between the questions of a test. Indexes are 0-based here; the
 * screen and the server count from 1.
 */

/** The index kept inside 0..count-1 (0 for an empty test). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0
  return Math.min(Math.max(Math.trunc(index), 0), count - 1)
}

export function canGoPrevious(index: number): boolean {
  return index > 0
}

export type NextRule = {
  /** Section tests: Next waits until the current question is answered. Bluebook does not. */
  requireAnswer: boolean
}

/** Whether Next (or 'Finish Test' on the last question) is enabled. */
export function canGoNext(index: number, count: number, currentAnswered: boolean, rule: NextRule): boolean {
  if (index < 0 || index >= count) return false
  return !rule.requireAnswer || currentAnswered
}

export function isLastQuestion(index: number, count: number): boolean {
  return count > 0 && index === count - 1
}

/** Where a jump lands, or null when the target does not exist (the move is ignored). */
export function jumpTarget(target: number, count: number): number | null {
  return Number.isInteger(target) && target >= 0 && target < count ? target : null
}
