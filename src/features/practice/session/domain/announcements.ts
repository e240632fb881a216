/**
 * What a screen reader hears from a runner: the position after a move, and
 * the clock's warnings once each (never every second).
 */
import { CRITICAL_TIME_SECONDS, LOW_TIME_SECONDS } from "./timer"

export const positionAnnouncement = (index: number, count: number) => `Question ${index + 1} of ${count}`

/** The thresholds a countdown announces, highest first: seconds and words. */
export const TIMER_WARNINGS: readonly (readonly [number, string])[] = [
  [LOW_TIME_SECONDS, "10 minutes left."],
  [CRITICAL_TIME_SECONDS, "5 minutes left."],
  [60, "1 minute left."],
]

/**
 * The warning to announce on the tick from `previous` to `now` seconds, or
 * null: only when a threshold is crossed (a resumed clock already below one
 * says nothing). A jump over several says the lowest.
 */
export function timerWarning(previous: number | null, now: number | null): string | null {
  if (previous == null || now == null || now >= previous) return null
  let said: string | null = null
  for (const [at, words] of TIMER_WARNINGS) if (previous > at && now <= at && now > 0) said = words
  return said
}
