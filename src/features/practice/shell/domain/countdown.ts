/** Countdown display rules shared by the header slot (spec: thresholds in seconds). */
export const LOW_TIME_SECONDS = 600
export const CRITICAL_TIME_SECONDS = 300

export type CountdownLevel = "normal" | "low" | "critical"

export function countdownLevel(seconds: number): CountdownLevel {
  if (seconds < CRITICAL_TIME_SECONDS) return "critical"
  if (seconds < LOW_TIME_SECONDS) return "low"
  return "normal"
}

/** "4:05", "34:59", "1:02:03"; negative input shows 0:00. */
export function formatCountdown(seconds: number) {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = String(s % 60).padStart(2, "0")
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`
}

/** Spoken form for screen readers: "34 minutes 5 seconds remaining". */
export function countdownSpoken(seconds: number) {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const parts = [h && `${h} hour${h === 1 ? "" : "s"}`, m && `${m} minute${m === 1 ? "" : "s"}`, `${s % 60} seconds`]
  return `${parts.filter(Boolean).join(" ")} remaining`
}
