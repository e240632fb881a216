import { supabase } from "../client"
import type { Enums, Tables } from "../database.types"
import { unwrap } from "./errors"
import { isRecord } from "./guards"
import type { TestModuleInfo } from "./practice-tests"
import { isSessionRow, type SessionRow } from "./sessions"

/**
 * The full adaptive SAT: an attempt (full_sat_sessions), its four modules
 * (each a timed user_sessions row once opened) and the break. Results come
 * through full-sat-result.ts; keys never come through here.
 */

export type FullSatSession = Tables<"full_sat_sessions">
export type ModuleStatus = "completed" | "cancelled" | "in_progress" | "available" | "locked"
export type ModuleTier = Enums<"difficulty_tier">

/** One module as private.full_sat_state reports it: its test_modules row and the attempt's progress in it. */
export type FullSatModule = TestModuleInfo & {
  id: string
  /** Never shown before results (the runner does not read it). */
  tier: ModuleTier | null
  /** The module's user_sessions id once opened. */
  session_id: string | null
  status: ModuleStatus
  score_percent: number | null
  time_remaining_seconds: number | null
  deadline_at: string | null
  paused: boolean
}

/** What start_full_sat, get_full_sat_state, start_break and end_break return. */
export type FullSatState = {
  /** Null when the student has no active attempt of the test. */
  session: FullSatSession | null
  on_break: boolean
  break_seconds_remaining: number | null
  modules: FullSatModule[]
}

/** What complete_module returns: the module's grade and the attempt's new state. */
export type ModuleCompletion = {
  /** How many were right comes only once the whole SAT is complete (it would reveal keys). */
  module: { module_order: number; correct?: number | null; total: number | null; score_percent?: number | null }
  state: FullSatState
}

function isFullSatSession(v: unknown): v is FullSatSession {
  return (
    isRecord(v) &&
    typeof v.id === "string" &&
    typeof v.practice_test_id === "string" &&
    typeof v.session_status === "string" &&
    typeof v.current_module === "number"
  )
}

export function isFullSatModule(v: unknown): v is FullSatModule {
  return (
    isRecord(v) &&
    typeof v.id === "string" &&
    typeof v.module_order === "number" &&
    typeof v.status === "string" &&
    typeof v.time_limit_minutes === "number" &&
    typeof v.question_count === "number"
  )
}

export function isFullSatState(v: unknown): v is FullSatState {
  return (
    isRecord(v) &&
    (v.session === null || isFullSatSession(v.session)) &&
    Array.isArray(v.modules) &&
    v.modules.every(isFullSatModule)
  )
}

/** Checks the shape and fills what an older server may leave out. */
export function parseFullSatState(data: unknown): FullSatState {
  if (!isFullSatState(data)) throw new Error("The full SAT has an unexpected shape.")
  return {
    session: data.session,
    on_break: data.on_break === true,
    break_seconds_remaining: typeof data.break_seconds_remaining === "number" ? data.break_seconds_remaining : null,
    modules: data.modules.map((m) => ({
      ...m,
      session_id: typeof m.session_id === "string" ? m.session_id : null,
      paused: m.paused === true,
    })),
  }
}

export function parseModuleCompletion(data: unknown): ModuleCompletion {
  if (!isRecord(data) || !isRecord(data.module) || typeof data.module.module_order !== "number")
    throw new Error("The module result has an unexpected shape.")
  return { module: data.module as ModuleCompletion["module"], state: parseFullSatState(data.state) }
}

/** Starts a new attempt (cancelling the active one of the same test). */
export async function startFullSat(testId: string): Promise<FullSatState> {
  return parseFullSatState(unwrap(await supabase.rpc("start_full_sat", { p_test_id: testId })))
}

/** The student's active attempt of a test, or `session: null`. */
export async function getFullSatState(testId: string): Promise<FullSatState> {
  return parseFullSatState(unwrap(await supabase.rpc("get_full_sat_state", { p_test_id: testId })))
}

/** Opens (or resumes) a module: its questions are assigned and its server deadline set. */
export async function startModule(fullSatId: string, moduleOrder: number): Promise<SessionRow> {
  const data = unwrap(
    await supabase.rpc("start_module", { p_full_sat_session_id: fullSatId, p_module_order: moduleOrder }),
  )
  if (!isSessionRow(data)) throw new Error("The module session has an unexpected shape.")
  return data
}

/** Grades a module (unanswered = incorrect) and moves the attempt on. Idempotent for a finished module. */
export async function completeModule(sessionId: string): Promise<ModuleCompletion> {
  return parseModuleCompletion(unwrap(await supabase.rpc("complete_module", { p_session_id: sessionId })))
}

export async function startBreak(fullSatId: string): Promise<FullSatState> {
  return parseFullSatState(unwrap(await supabase.rpc("start_break", { p_full_sat_session_id: fullSatId })))
}

/** Ends the break: when its time is up or when the student skips it. */
export async function endBreak(fullSatId: string): Promise<FullSatState> {
  return parseFullSatState(unwrap(await supabase.rpc("end_break", { p_full_sat_session_id: fullSatId })))
}
