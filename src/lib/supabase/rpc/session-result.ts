import { supabase } from "../client"
import { parseResult } from "./contract"
import { unwrap } from "./errors"
import { sessionResultSchema, type SessionResult } from "./schemas/results"

/**
 * Results of a submitted section test or practice set, with keys and
 * explanations where they may be released now (schemas/results.ts).
 */

export type { ReviewedQuestion, SessionResult, TypeBreakdown } from "./schemas/results"

export async function getSessionResult(sessionId: string): Promise<SessionResult> {
  const data = unwrap(await supabase.rpc("get_session_result", { p_session_id: sessionId }))
  return parseResult(sessionResultSchema, data, "The test result")
}

/** Grades the session (idempotent: a second submit returns the same result). */
export async function submitSession(sessionId: string): Promise<SessionResult> {
  const data = unwrap(await supabase.rpc("submit_session", { p_session_id: sessionId }))
  return parseResult(sessionResultSchema, data, "The test result")
}
