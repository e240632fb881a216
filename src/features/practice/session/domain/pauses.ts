/**
 * Words for how long an attempt was stopped (results, history), from the
 * server's figures: short pauses and Save and Exit.
 */
export type PauseFigures = { paused_seconds: number; exit_count: number; exited_seconds: number }

/** "45 s", "12 min", "1 h 5 min", "2 d 3 h". */
export function formatSpan(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return `${s} s`
  const m = Math.floor(s / 60)
  if (m < 60) return `${m} min`
  const h = Math.floor(m / 60)
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`
  const d = Math.floor(h / 24)
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`
}

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`)

/** One sentence, or null when the attempt never stopped. */
export function pauseSummary(p: PauseFigures | null | undefined): string | null {
  if (!p) return null
  const parts: string[] = []
  if (p.exit_count > 0) parts.push(`saved and exited ${times(p.exit_count)} (away ${formatSpan(p.exited_seconds)})`)
  if (p.paused_seconds > 0) parts.push(`paused ${formatSpan(p.paused_seconds)}`)
  if (parts.length === 0) return null
  const text = parts.join("; ")
  return `The clock was stopped: ${text}.`
}
