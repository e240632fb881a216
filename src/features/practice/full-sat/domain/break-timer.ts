/** The break between the two sections: 600 seconds, counted from break_started_at. */
export const BREAK_SECONDS = 600

export type BreakClock = { remainingSeconds: number; over: boolean }

/**
 * Seconds left in the break at `now` (ms since epoch). A start in the future
 * (a client clock behind the server's) counts as a full break, never more.
 */
export function breakClock(startedAt: string | number | Date, now: number, limit = BREAK_SECONDS): BreakClock {
  const start = new Date(startedAt).getTime()
  if (Number.isNaN(start)) return { remainingSeconds: limit, over: false }
  const elapsed = Math.max(0, Math.floor((now - start) / 1000))
  const remainingSeconds = Math.max(0, limit - elapsed)
  return { remainingSeconds, over: remainingSeconds === 0 }
}

/** "9:05" for 545 seconds. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`
}
