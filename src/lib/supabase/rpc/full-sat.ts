import { supabase } from "../client"
import type { Enums } from "../database.types"
import { parseResult } from "./contract"
import { unwrap } from "./errors"
import {
  fullSatStateSchema,
  moduleCompletionSchema,
  type FullSatState,
  type ModuleCompletion,
} from "./schemas/full-sat"
import { sessionRowSchema, type SessionRow } from "./schemas/sessions"

/**
 * The full adaptive SAT: an attempt (full_sat_sessions), its four modules
 * (each a timed user_sessions row once opened) and the break. Results come
 * through full-sat-result.ts; keys never come through here. Every result is
 * parsed with its schema (schemas/full-sat.ts) before use.
 */

export type { FullSatModule, FullSatSession, FullSatState, ModuleCompletion, ModuleStatus } from "./schemas/full-sat"
export type ModuleTier = Enums<"difficulty_tier">

/** Checks the shape and fills what an older server may leave out (break fields, a module's session and pause). */
export function parseFullSatState(data: unknown): FullSatState {
  return parseResult(fullSatStateSchema, data, "The full SAT")
}

export function parseModuleCompletion(data: unknown): ModuleCompletion {
  return parseResult(moduleCompletionSchema, data, "The module result")
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
  return parseResult(sessionRowSchema, data, "The module session")
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
