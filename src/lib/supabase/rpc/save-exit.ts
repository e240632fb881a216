import * as v from "valibot"
import { supabase } from "../client"
import { parseResult } from "./contract"
import { unwrap } from "./errors"
import { attemptPausesSchema, sessionRowSchema, type AttemptPauses, type SessionRow } from "./schemas/sessions"

/**
 * Save and Exit (issue 19): the server freezes a timed session's remaining
 * seconds, refuses answers until the student resumes, and on resume sets a
 * new deadline from the frozen figure. The client never proposes a time.
 */

/** A session row with its Save and Exit state (exited_at, exit_remaining_seconds, exit_count, ... are columns). */
export type ExitState = SessionRow

export type { AttemptPauses } from "./schemas/sessions"

export const isExited = (row: { exited_at?: string | null } | null | undefined) => row?.exited_at != null

export async function saveAndExit(sessionId: string): Promise<ExitState> {
  const data = unwrap(await supabase.rpc("save_and_exit", { p_session_id: sessionId }))
  return parseResult(sessionRowSchema, data, "The saved test session")
}

export async function resumeSavedSession(sessionId: string): Promise<ExitState> {
  const data = unwrap(await supabase.rpc("resume_saved_session", { p_session_id: sessionId }))
  return parseResult(sessionRowSchema, data, "The resumed test session")
}

/** How long each attempt (section-test session or full SAT) was stopped. */
export async function getAttemptPauses(ids: readonly string[]): Promise<AttemptPauses[]> {
  const data = unwrap(await supabase.rpc("get_attempt_pauses", { p_ids: [...ids] }))
  return parseResult(v.array(attemptPausesSchema), data, "The list of pause figures")
}
