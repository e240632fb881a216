import { supabase } from "../client"
import { unwrap } from "./errors"
import { isSessionRow, type SessionRow } from "./sessions"

/**
 * Save and Exit (issue 19): the server freezes a timed session's remaining
 * seconds, refuses answers until the student resumes, and on resume sets a
 * new deadline from the frozen figure. The client never proposes a time.
 */

/** A session row with its Save and Exit state (columns of user_sessions). */
export type ExitState = SessionRow & {
  exited_at?: string | null
  exit_remaining_seconds?: number | null
  exit_count?: number
  exited_seconds?: number
  paused_seconds?: number
}

export const isExited = (row: { exited_at?: string | null } | null | undefined) => row?.exited_at != null

function sessionOf(data: unknown): ExitState {
  if (!isSessionRow(data)) throw new Error("The test session has an unexpected shape.")
  return data as ExitState
}

export async function saveAndExit(sessionId: string): Promise<ExitState> {
  return sessionOf(unwrap(await supabase.rpc("save_and_exit", { p_session_id: sessionId })))
}

export async function resumeSavedSession(sessionId: string): Promise<ExitState> {
  return sessionOf(unwrap(await supabase.rpc("resume_saved_session", { p_session_id: sessionId })))
}

/** How long an attempt (section-test session or full SAT) was stopped. */
export type AttemptPauses = { id: string; paused_seconds: number; exit_count: number; exited_seconds: number }

export async function getAttemptPauses(ids: readonly string[]): Promise<AttemptPauses[]> {
  const data = unwrap(await supabase.rpc("get_attempt_pauses", { p_ids: [...ids] }))
  if (!Array.isArray(data)) throw new Error("The pause figures have an unexpected shape.")
  return data.flatMap((v) => {
    const r = v as Record<string, unknown>
    return typeof r.id === "string"
      ? [
          {
            id: r.id,
            paused_seconds: Number(r.paused_seconds ?? 0),
            exit_count: Number(r.exit_count ?? 0),
            exited_seconds: Number(r.exited_seconds ?? 0),
          },
        ]
      : []
  })
}
