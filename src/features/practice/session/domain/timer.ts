/**
 * The countdown of a timed test. The deadline is an absolute instant (the
 * server's `deadline_at`, or one derived from the saved seconds left), so a
 * sleeping tab or a reload never gains or loses time.
 */

/** Below this many seconds the clock turns red and shows 'Low Time!'. */
export const LOW_TIME_SECONDS = 600
/** Below this many seconds the badge reads 'Critical Time!'. */
export const CRITICAL_TIME_SECONDS = 300
/** Progress (current question, time left) is saved after this many seconds of countdown. */
export const PROGRESS_SAVE_SECONDS = 30

/** Whole seconds left until `deadline` (epoch ms) at `now` (epoch ms); never negative. */
export function remaining(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/** The deadline for a session with `seconds` left at `now`. */
export function deadlineFrom(seconds: number, now: number): number {
  return now + seconds * 1000
}

export type TimeBadge = { label: "Low Time!" | "Critical Time!"; tone: "warning" | "critical" }

/** The header badge for the seconds left, or null while there is plenty of time. */
export function timeBadge(seconds: number): TimeBadge | null {
  if (seconds < CRITICAL_TIME_SECONDS) return { label: "Critical Time!", tone: "critical" }
  if (seconds < LOW_TIME_SECONDS) return { label: "Low Time!", tone: "warning" }
  return null
}

/** True when the clock should turn red. */
export function isLowTime(seconds: number): boolean {
  return seconds < LOW_TIME_SECONDS
}

/** "m:ss", or "h:mm:ss" from an hour up. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const ss = String(s % 60).padStart(2, "0")
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`
}

/** Words for screen readers ("34 minutes 5 seconds left"). */
export function spokenClock(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  const parts = [m ? `${m} minute${m === 1 ? "" : "s"}` : "", s || !m ? `${s} second${s === 1 ? "" : "s"}` : ""]
  return `${parts.filter(Boolean).join(" ")} left`
}

/** A duration in minutes as "2h 14m", "35 min" or "1h". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (!h) return `${m} min`
  return m ? `${h}h ${m}m` : `${h}h`
}
