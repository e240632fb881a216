import * as v from "valibot"
import { QUESTION_FORMATS, QUESTION_TYPES, SECTION_TYPES, SESSION_STATUSES } from "@/lib/vocabulary"
import type { Tables } from "../../database.types"
import { finiteNumber, numeric, optionsSchema, timestamp, type Assert, type Same } from "../contract"

/** Result schemas of the section-test sessions' RPCs (no client here: the integration tests import them too). */

const int = finiteNumber
/** Integer and double precision columns alike: JSON numbers. */
const numOrNull = v.nullable(finiteNumber)
const timeOrNull = v.nullable(timestamp)

/** The columns of a user_sessions row (to_jsonb of the row, or PostgREST's composite result). */
const sessionColumns = {
  id: v.string(),
  user_id: v.string(),
  practice_test_id: v.string(),
  full_sat_session_id: v.nullable(v.string()),
  test_module_id: v.nullable(v.string()),
  session_status: v.picklist(SESSION_STATUSES),
  is_timed: v.boolean(),
  question_count: int,
  current_question: int,
  time_limit_seconds: numOrNull,
  time_remaining_seconds: numOrNull,
  correct_count: numOrNull,
  total_score: numOrNull,
  score_percent: numOrNull,
  completed_at: timeOrNull,
  created_at: timestamp,
  updated_at: timestamp,
  is_retake: v.boolean(),
  deadline_at: timeOrNull,
  paused_at: timeOrNull,
  paused_seconds: int,
  theta: numOrNull,
  theta_se: numOrNull,
  section_score: numOrNull,
  score_low: numOrNull,
  score_high: numOrNull,
  exited_at: timeOrNull,
  exit_remaining_seconds: numOrNull,
  exited_seconds: int,
  exit_count: int,
}

/**
 * A session row; get_session and the other session_json callers add the
 * server clock's view (start_test_session, start_module and
 * start_practice_set return the bare row).
 */
export const sessionRowSchema = v.object({
  ...sessionColumns,
  /** Seconds left by the server's deadline (null when untimed). */
  remaining_seconds: v.optional(numOrNull),
  /** Until when late answers are still accepted (deadline + grace). */
  answers_close_at: v.optional(timeOrNull),
  paused: v.optional(v.boolean()),
})

/** One question of a running session, without its key, with the student's saved state. */
export const sessionQuestionSchema = v.object({
  position: int,
  question_id: v.string(),
  section: v.picklist(SECTION_TYPES),
  question_type: v.picklist(QUESTION_TYPES),
  format: v.picklist(QUESTION_FORMATS),
  domain: v.string(),
  topic: v.string(),
  difficulty_level: int,
  /** HTML (sanitise before rendering), or null. */
  passage: v.nullable(v.string()),
  /** HTML (sanitise before rendering). */
  question_text: v.string(),
  /** A-D for multiple choice; null for a student-produced response. */
  options: v.nullable(optionsSchema),
  user_answer: v.nullable(v.string()),
  time_spent_seconds: v.optional(int, 0),
  flagged: v.optional(v.boolean(), false),
  eliminated: v.optional(v.string(), ""),
  /** The `p_client_seq` of the saved change (bigint); 0 when none. */
  client_seq: v.optional(numeric, 0),
})

/** What save_answer answers: the stored state of the answer after the call. */
export const savedAnswerSchema = v.object({
  question_id: v.string(),
  user_answer: v.nullable(v.string()),
  flagged: v.boolean(),
  eliminated: v.string(),
  time_spent_seconds: int,
  client_seq: numeric,
  /** False when the server already held a newer change: the other fields are the stored (newer) answer. */
  applied: v.boolean(),
})

/** How long an attempt (section-test session or full SAT) was stopped: get_attempt_pauses. */
export const attemptPausesSchema = v.object({
  id: v.string(),
  paused_seconds: numeric,
  exit_count: numeric,
  exited_seconds: numeric,
})

export type SessionRow = v.InferOutput<typeof sessionRowSchema>
export type SessionQuestion = v.InferOutput<typeof sessionQuestionSchema>
export type Options = NonNullable<SessionQuestion["options"]>
export type SavedAnswer = v.InferOutput<typeof savedAnswerSchema>
export type AttemptPauses = v.InferOutput<typeof attemptPausesSchema>

// The schema covers every column the generated types know: a column added or dropped fails the typecheck here.
export type SessionColumnsMatch = Assert<
  Same<Omit<SessionRow, "remaining_seconds" | "answers_close_at" | "paused">, Tables<"user_sessions">>
>
