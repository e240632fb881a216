import { supabase } from "../client"
import type { Enums, Tables } from "../database.types"
import { unwrap } from "./errors"

/**
 * Sessions of single tests: start, questions, answers, progress, submit.
 * Keys never come through here before submission (see session-result.ts).
 */

/** A session row as get_session returns it: the row plus the server clock's view. */
export type SessionRow = Tables<"user_sessions"> & {
  /** Seconds left by the server's deadline (null when untimed). */
  remaining_seconds?: number | null
  /** Until when late answers are still accepted (deadline + grace). */
  answers_close_at?: string | null
  paused?: boolean
}

export function isSessionRow(value: unknown): value is SessionRow {
  const v = value as Record<string, unknown> | null
  return typeof v === "object" && v !== null && typeof v.id === "string" && typeof v.session_status === "string"
}

export type OptionLetter = "A" | "B" | "C" | "D"
export const OPTION_LETTERS: readonly OptionLetter[] = ["A", "B", "C", "D"]
export type Options = Record<OptionLetter, string>

export type SessionQuestion = {
  position: number
  question_id: string
  section: Enums<"section_type">
  question_type: Enums<"question_type">
  format: Enums<"question_format">
  domain: string
  topic: string
  difficulty_level: number
  passage: string | null
  question_text: string
  /** A-D for multiple choice; null for a student-produced response. */
  options: Options | null
  user_answer: string | null
  time_spent_seconds: number
  flagged: boolean
  eliminated: string
  /** The `p_client_seq` of the saved change; 0 when none (or an older server). */
  client_seq: number
}

export function isOptions(value: unknown): value is Options {
  return (
    typeof value === "object" &&
    value !== null &&
    OPTION_LETTERS.every((l) => typeof (value as Record<string, unknown>)[l] === "string")
  )
}

export async function startTestSession(testId: string, timed: boolean): Promise<SessionRow> {
  return unwrap(await supabase.rpc("start_test_session", { p_test_id: testId, p_timed: timed }).single()) as SessionRow
}

/** One of the student's sessions, with the time left by the server clock (404 for anyone else's). */
export async function getSession(sessionId: string): Promise<SessionRow> {
  const data = unwrap(await supabase.rpc("get_session", { p_session_id: sessionId }))
  if (!isSessionRow(data)) throw new Error("The test session has an unexpected shape.")
  return data
}

/** Stops a timed session's countdown (capped server-side); idempotent. */
export async function pauseSession(sessionId: string): Promise<SessionRow> {
  const data = unwrap(await supabase.rpc("pause_session", { p_session_id: sessionId }))
  if (!isSessionRow(data)) throw new Error("The test session has an unexpected shape.")
  return data
}

export async function resumeSession(sessionId: string): Promise<SessionRow> {
  const data = unwrap(await supabase.rpc("resume_session", { p_session_id: sessionId }))
  if (!isSessionRow(data)) throw new Error("The test session has an unexpected shape.")
  return data
}

/** The student's sessions of one test (not full-SAT modules), newest first, at most 20. */
export async function listTestSessions(testId: string): Promise<SessionRow[]> {
  const data = unwrap(await supabase.rpc("list_test_sessions", { p_test_id: testId }))
  if (!Array.isArray(data) || !data.every(isSessionRow)) throw new Error("The test sessions have an unexpected shape.")
  return data
}

/**
 * The session's questions in order. The RPC returns one jsonb array (so the
 * API cannot regex-filter passages); each row is checked before use.
 */
export async function getSessionQuestions(sessionId: string): Promise<SessionQuestion[]> {
  const data = unwrap(await supabase.rpc("get_session_questions", { p_session_id: sessionId }))
  if (!Array.isArray(data)) throw new Error("The test questions have an unexpected shape.")
  return data.map((value) => {
    const r = value as Record<string, unknown>
    if (typeof r.question_id !== "string" || typeof r.position !== "number" || typeof r.question_text !== "string")
      throw new Error("A test question has an unexpected shape.")
    return {
      ...(r as unknown as SessionQuestion),
      passage: typeof r.passage === "string" ? r.passage : null,
      user_answer: typeof r.user_answer === "string" ? r.user_answer : null,
      options: isOptions(r.options) ? r.options : null,
      flagged: r.flagged === true,
      eliminated: typeof r.eliminated === "string" ? r.eliminated : "",
      // bigint: PostgREST sends it as a number; 0 when never saved with a seq.
      client_seq: Number(r.client_seq ?? 0),
    }
  })
}

export type SaveAnswerInput = {
  sessionId: string
  questionId: string
  /** A letter, an SPR response, or null to clear. */
  answer: string | null
  timeSpentSeconds: number
  /** Date.now() of the change: the server keeps the newest. */
  clientSeq: number
  flagged: boolean | null
  eliminated: string | null
}

export type SavedAnswer = {
  question_id: string
  user_answer: string | null
  flagged: boolean
  eliminated: string
  time_spent_seconds: number
  client_seq: number
  /** False when the server already held a newer change. */
  applied: boolean
}

export function isSavedAnswer(value: unknown): value is SavedAnswer {
  const v = value as Record<string, unknown> | null
  return typeof v === "object" && v !== null && typeof v.question_id === "string" && "user_answer" in v
}

export async function saveAnswer(input: SaveAnswerInput): Promise<SavedAnswer> {
  const data = unwrap(
    await supabase.rpc("save_answer", {
      p_session_id: input.sessionId,
      p_question_id: input.questionId,
      p_answer: input.answer ?? "",
      p_time_spent_seconds: Math.min(Math.max(0, Math.round(input.timeSpentSeconds)), 86400),
      p_client_seq: input.clientSeq,
      // Omitted = leave as stored.
      p_flagged: input.flagged ?? undefined,
      p_eliminated: input.eliminated ?? undefined,
    }),
  )
  if (!isSavedAnswer(data)) throw new Error("save_answer returned an unexpected shape")
  const d = data as Partial<SavedAnswer> & Pick<SavedAnswer, "question_id" | "user_answer">
  return {
    question_id: d.question_id,
    user_answer: d.user_answer,
    flagged: d.flagged ?? false,
    eliminated: d.eliminated ?? "",
    time_spent_seconds: d.time_spent_seconds ?? 0,
    client_seq: Number(d.client_seq ?? input.clientSeq),
    applied: d.applied ?? true,
  }
}

export async function saveProgress(sessionId: string, currentQuestion: number, timeRemaining: number | null) {
  unwrap(
    await supabase.rpc("save_progress", {
      p_session_id: sessionId,
      p_current_question: currentQuestion,
      ...(timeRemaining == null ? {} : { p_time_remaining_seconds: timeRemaining }),
    }),
  )
}
