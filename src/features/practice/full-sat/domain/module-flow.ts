/**
 * Which screen a full SAT shows, decided from the state the server returns
 * (`get_full_sat_state`). Pure: the runner calls it after every change.
 */

export type ModuleStatus = "completed" | "in_progress" | "available" | "locked"
export type FullSatStatus = "active" | "completed" | "cancelled"

export type FlowModule = { module_order: number; status: ModuleStatus }

export type FlowState = {
  session: {
    session_status: FullSatStatus
    current_module: number
    module_2_completed_at: string | null
    break_started_at: string | null
    break_completed_at: string | null
  } | null
  modules: readonly FlowModule[]
}

export type FullSatScreen =
  { kind: "intro" } | { kind: "module"; order: number; started: boolean } | { kind: "break" } | { kind: "results" }

/** The break sits between modules 2 and 3 until it is finished or skipped. */
export function isOnBreak(state: FlowState): boolean {
  const s = state.session
  return (
    s !== null && s.session_status === "active" && s.module_2_completed_at !== null && s.break_completed_at === null
  )
}

/** The screen to show: intro without an active full SAT, results once all four modules are done. */
export function screenFor(state: FlowState): FullSatScreen {
  const s = state.session
  if (s === null || s.session_status === "cancelled") return { kind: "intro" }
  if (s.session_status === "completed") return { kind: "results" }
  if (isOnBreak(state)) return { kind: "break" }
  const started = state.modules.find((m) => m.status === "in_progress")
  if (started) return { kind: "module", order: started.module_order, started: true }
  const next = state.modules.find((m) => m.status === "available")
  if (next) return { kind: "module", order: next.module_order, started: false }
  // The server always reports the current module as available; fall back to it.
  return { kind: "module", order: s.current_module, started: false }
}

export type OpenCheck = { ok: true } | { ok: false; reason: string }

/** Whether module `order` may open now. A finished module never reopens. */
export function canOpenModule(state: FlowState, order: number): OpenCheck {
  const s = state.session
  if (s === null || s.session_status !== "active") return { ok: false, reason: "This full SAT is not active." }
  const m = state.modules.find((x) => x.module_order === order)
  if (!m) return { ok: false, reason: "Module not found" }
  if (m.status === "completed") return { ok: false, reason: `Module ${order} is finished; you cannot return to it.` }
  if (order === 3 && s.break_completed_at === null) return { ok: false, reason: "Finish or skip the break first." }
  if (m.status === "locked") return { ok: false, reason: `Module ${order} is not available yet.` }
  return { ok: true }
}
