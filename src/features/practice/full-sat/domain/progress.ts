/**
 * A time-weighted progress bar over the whole full SAT: each module and the
 * break take a share equal to their minutes (spec: total = module minutes + 10).
 */
import { BREAK_SECONDS } from "./break-timer"

export type ProgressModule = { module_order: number; time_limit_minutes: number }
export type Segment = { kind: "module"; order: number; minutes: number } | { kind: "break"; minutes: number }

/** Modules in order, with the break after module 2. */
export function segments(modules: readonly ProgressModule[], breakMinutes = BREAK_SECONDS / 60): Segment[] {
  const sorted = [...modules].sort((a, b) => a.module_order - b.module_order)
  const out: Segment[] = []
  for (const m of sorted) {
    out.push({ kind: "module", order: m.module_order, minutes: m.time_limit_minutes })
    if (m.module_order === 2) out.push({ kind: "break", minutes: breakMinutes })
  }
  return out
}

/** Percent positions of every boundary, from 0 to 100 (one more than the segments). */
export function markerPositions(segs: readonly Segment[]): number[] {
  const total = segs.reduce((sum, s) => sum + s.minutes, 0)
  if (total <= 0) return [0, 100]
  const out = [0]
  let acc = 0
  for (const s of segs) {
    acc += s.minutes
    out.push((acc / total) * 100)
  }
  return out
}

export type ProgressAt =
  | { kind: "intro" }
  | { kind: "results" }
  | { kind: "module"; order: number; remainingSeconds: number }
  | { kind: "break"; remainingSeconds: number }

/** Overall percent (0-100) at a point of the test: finished segments plus the elapsed part of the current one. */
export function overallProgress(segs: readonly Segment[], at: ProgressAt): number {
  if (at.kind === "intro") return 0
  if (at.kind === "results") return 100
  const total = segs.reduce((sum, s) => sum + s.minutes, 0)
  const index = segs.findIndex((s) =>
    at.kind === "break" ? s.kind === "break" : s.kind === "module" && s.order === at.order,
  )
  const seg = segs[index]
  if (!seg || total <= 0) return 0
  const before = segs.slice(0, index).reduce((sum, s) => sum + s.minutes, 0)
  const seconds = seg.minutes * 60
  const elapsed = seconds - Math.min(seconds, Math.max(0, at.remainingSeconds))
  return ((before + (seconds > 0 ? (elapsed / seconds) * seg.minutes : 0)) / total) * 100
}
