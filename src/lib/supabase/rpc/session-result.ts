import { supabase } from "../client"
import type { Enums } from "../database.types"
import { unwrap } from "./errors"
import type { Options } from "./sessions"

/** One question of a submitted session, with its key and explanation released. */
export type ReviewedQuestion = {
  position: number
  question_id: string
  section: Enums<"section_type">
  question_type: Enums<"question_type">
  format: Enums<"question_format">
  topic: string
  difficulty_level: number
  passage: string | null
  question_text: string
  options: Options | null
  user_answer: string | null
  is_correct: boolean | null
  time_spent_seconds: number | null
  correct_answer: string | null
  accepted_answers: string[] | null
  explanation: string | null
}

export type TypeBreakdown = {
  question_type: Enums<"question_type">
  correct: number
  total: number
  accuracy_percentage: number
  average_time_seconds: number
}

/** What get_session_result and submit_session return. */
export type SessionResult = {
  session_id: string
  practice_test_id: string
  title: string
  test_type: Enums<"test_type">
  /** Always null: a section test never gives a total out of 1600 (kept for old clients). */
  total_score: number | null
  /** A practice set (weak areas, favourites): graded, never scored. */
  is_practice?: boolean
  /** The section a section test reports: Math, or Reading and Writing (Reading or Writing test); null for practice. */
  section?: "math" | "reading_writing" | null
  section_label?: string | null
  /** The section's estimated score on 200-800 with its 90 % band and SE (scale points). */
  section_score?: number | null
  score_low?: number | null
  score_high?: number | null
  score_se?: number | null
  score_percent: number | null
  percentile: number | null
  correct: number
  incorrect: number
  unanswered: number
  total: number
  completed_at: string
  is_retake?: boolean
  by_type: TypeBreakdown[]
  questions: ReviewedQuestion[]
}

export function isSessionResult(value: unknown): value is SessionResult {
  const v = value as Record<string, unknown> | null
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.session_id === "string" &&
    typeof v.total === "number" &&
    Array.isArray(v.by_type) &&
    Array.isArray(v.questions)
  )
}

/** Per-type accuracy as numbers: numeric columns arrive as strings or numbers depending on the driver. */
export function typeBreakdownNumbers(byType: readonly TypeBreakdown[]): TypeBreakdown[] {
  return byType.map((t) => ({
    ...t,
    accuracy_percentage: Number(t.accuracy_percentage),
    average_time_seconds: Number(t.average_time_seconds),
  }))
}

function parse(data: unknown): SessionResult {
  if (!isSessionResult(data)) throw new Error("The test result has an unexpected shape.")
  return { ...data, by_type: typeBreakdownNumbers(data.by_type) }
}

export async function getSessionResult(sessionId: string): Promise<SessionResult> {
  return parse(unwrap(await supabase.rpc("get_session_result", { p_session_id: sessionId })))
}

/** Grades the session (idempotent: a second submit returns the same result). */
export async function submitSession(sessionId: string): Promise<SessionResult> {
  return parse(unwrap(await supabase.rpc("submit_session", { p_session_id: sessionId })))
}
