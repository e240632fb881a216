/**
 * "Due today" in the student's own time zone, without the scheduler (this
 * file stays free of ts-fsrs so the sidebar badge can use it cheaply).
 * Pure: the clock and the zone are arguments.
 */

/** Milliseconds the zone's wall clock is ahead of UTC at `at`. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at)
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"))
  return wall - Math.floor(at.getTime() / 1000) * 1000
}

/**
 * The instant the student's next day starts (their next local midnight).
 * Handles zones ahead of and behind UTC, and days of 23 or 25 hours.
 * Throws a RangeError for an unknown zone (as Intl does).
 */
export function endOfLocalDay(now: Date, timeZone: string): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(now, timeZone))
  const nextMidnightWall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1)
  // The offset at midnight may differ from now's (a DST change today): settle it twice.
  let guess = nextMidnightWall - zoneOffsetMs(new Date(nextMidnightWall), timeZone)
  guess = nextMidnightWall - zoneOffsetMs(new Date(guess), timeZone)
  return new Date(guess)
}

/** A card belongs to today's list while its due time is before the student's next midnight. */
export function isDueToday(due: Date | string, now: Date, timeZone: string): boolean {
  return new Date(due).getTime() < endOfLocalDay(now, timeZone).getTime()
}

/** The browser's zone (IANA name), UTC when the browser will not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"
  } catch {
    return "UTC"
  }
}
