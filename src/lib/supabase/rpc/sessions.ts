import * as v from "valibot"
import { supabase } from "../client"
import { parseResult } from "./contract"
import { unwrap } from "./errors"
import {
  savedAnswerSchema,
  sessionQuestionSchema,
  sessionRowSchema,
  type SavedAnswer,
  type SessionQuestion,
  type SessionRow,
} from "./schemas/sessions"

/**
 * Sessions of single tests: start, questions, answers, progress, submit.
 * Keys never come through here before submission (see session-result.ts).
 */

export { OPTION_LETTERS, type OptionLetter } from "@/lib/vocabulary"
export type { Options, SavedAnswer, SessionQuestion, SessionRow } from "./schemas/sessions"
export { sessionRowSchema }

export async function startTestSession(testId: string, timed: boolean): Promise<SessionRow> {
  const data = unwrap(await supabase.rpc("start_test_session", { p_test_id: testId, p_timed: timed }).single())
  return parseResult(sessionRowSchema, data, "The new test session")
}

/** One of the student's sessions, with the time left by the server clock (404 for anyone else's). */
export async function getSession(sessionId: string): Promise<SessionRow> {
  const data = unwrap(await supabase.rpc("get_session", { p_session_id: sessionId }))
  return parseResult(sessionRowSchema, data, "The test session")
}

/** Stops a timed session's countdown (capped server-side); idempotent. */
export async function pauseSession(sessionId: string): Promise<SessionRow> {
  const data = unwrap(await supabase.rpc("pause_session", { p_session_id: sessionId }))
  return parseResult(sessionRowSchema, data, "The paused test session")
}

export async function resumeSession(sessionId: string): Promise<SessionRow> {
  const data = unwrap(await supabase.rpc("resume_session", { p_session_id: sessionId }))
  return parseResult(sessionRowSchema, data, "The resumed test session")
}

/** The student's sessions of one test (not full-SAT modules), newest first, at most 20. */
export async function listTestSessions(testId: string): Promise<SessionRow[]> {
  const data = unwrap(await supabase.rpc("list_test_sessions", { p_test_id: testId }))
  return parseResult(v.array(sessionRowSchema), data, "The list of test sessions")
}

/**
 * The session's questions in order. The RPC returns one jsonb array (so the
 * API cannot regex-filter passages); every row is parsed before use.
 */
export async function getSessionQuestions(sessionId: string): Promise<SessionQuestion[]> {
  const data = unwrap(await supabase.rpc("get_session_questions", { p_session_id: sessionId }))
  return parseResult(v.array(sessionQuestionSchema), data, "The list of test questions")
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
  return parseResult(savedAnswerSchema, data, "save_answer's answer")
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
