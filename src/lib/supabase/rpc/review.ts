import * as v from "valibot"
import { DIFFICULTY_BANDS, QUESTION_TYPES, type DifficultyBand, type QuestionType } from "@/lib/vocabulary"
import { supabase } from "../client"
import type { Json } from "../database.types"
import { parseResult } from "./contract"
import { DataError, unwrap } from "./errors"
import {
  dueCardSchema,
  rateResultSchema,
  reviewCardSchema,
  reviewCheckSchema,
  reviewListItemSchema,
  reviewQuestionSchema,
  reviewStatsSchema,
  type CardState,
  type DueCard,
  type FsrsCardJson,
  type RateResult,
  type ReviewCheck,
  type ReviewListItem,
  type ReviewQuestion,
  type ReviewStats,
} from "./schemas/review"
import { sessionRowSchema, type SessionRow } from "./schemas/sessions"

/**
 * The review area and the mistakes queue: question lists and one question
 * for review (never a key: keys come only from check_review_answer), review
 * statistics, favourites, practice sets, and the FSRS cards of the queue.
 * Every result is parsed with its schema before use.
 */

export type ReviewSection = QuestionType
export type { DifficultyBand }
export const REVIEW_SECTIONS = QUESTION_TYPES
export { DIFFICULTY_BANDS }
export { reviewCardSchema, reviewListItemSchema }
export type {
  BandStats,
  CardState,
  DueCard,
  FsrsCardJson,
  RateResult,
  ReviewCard,
  ReviewCheck,
  ReviewListItem,
  ReviewQuestion,
  ReviewStats,
  SectionStats,
  WeakTopic,
} from "./schemas/review"

/** What list_review_questions filters by (p_filter, p_value). */
export type ReviewFilter =
  | { filter: "all" }
  | { filter: "section"; value: ReviewSection }
  | { filter: "topic"; value: string }
  | { filter: "difficulty"; value: DifficultyBand }
  | { filter: "favorites" }
  | { filter: "weak" }
  /** Cards due before the end of today in `value`, an IANA time zone (UTC when omitted). */
  | { filter: "due"; value?: string }

/** SQLSTATE of get_review_question / rate_review_card for a question the student may not review yet (HTTP 403). */
export const NOT_REVIEWABLE_CODE = "PT403"

/** A question that exists but opens for review only after the student submits its test. */
export function isNotReviewableYet(error: unknown): boolean {
  return error instanceof DataError && (error.code === NOT_REVIEWABLE_CODE || error.status === 403)
}

// Callers ----------------------------------------------------------------------

/** The student's reviewable questions for one filter (at most 500), by section, difficulty and id. */
export async function listReviewQuestions(f: ReviewFilter): Promise<ReviewListItem[]> {
  const value = "value" in f ? f.value : undefined
  const data = unwrap(
    await supabase.rpc("list_review_questions", { p_filter: f.filter, ...(value ? { p_value: value } : {}) }),
  )
  return parseResult(v.array(reviewListItemSchema), data, "The list of review questions")
}

/**
 * One question for the review screen, without its key. Throws a DataError:
 * `isNotFound` for an unknown id, `isNotReviewableYet` for a question of a
 * test the student has not submitted (its message is meant to be shown).
 */
export async function getReviewQuestion(questionId: string): Promise<ReviewQuestion> {
  const data = unwrap(await supabase.rpc("get_review_question", { p_question_id: questionId }))
  return parseResult(reviewQuestionSchema, data, "The review question")
}

/** The student's review figures; "today" is their local day in `timeZone` (an IANA name). */
export async function getReviewStats(timeZone: string): Promise<ReviewStats> {
  const data = unwrap(await supabase.rpc("get_review_stats", { p_time_zone: timeZone }))
  return parseResult(reviewStatsSchema, data, "The review statistics")
}

/** Checks an answer in review and reveals the key and explanation (30 per minute). A wrong answer queues a card. */
export async function checkReviewAnswer(questionId: string, answer: string): Promise<ReviewCheck> {
  const data = unwrap(await supabase.rpc("check_review_answer", { p_question_id: questionId, p_answer: answer }))
  return parseResult(reviewCheckSchema, data, "The review check")
}

/** Adds or removes a favourite; resolves to whether the question is now a favourite. */
export async function toggleFavorite(questionId: string): Promise<boolean> {
  const data = unwrap(await supabase.rpc("toggle_favorite", { p_question_id: questionId }))
  return parseResult(v.boolean(), data, "toggle_favorite's answer")
}

/** The student's due cards (due before the end of today in `timeZone`), by due time, at most 200. */
export async function listDueCards(timeZone = "UTC"): Promise<DueCard[]> {
  const data = unwrap(await supabase.rpc("list_due_cards", { p_time_zone: timeZone }))
  return parseResult(v.array(dueCardSchema), data, "The list of due cards")
}

/** The ten Card fields the server accepts, from a ts-fsrs Card (Dates) or its JSON. */
export function cardPayload(card: {
  due: Date | string
  stability: number
  difficulty: number
  elapsed_days: number
  scheduled_days: number
  learning_steps: number
  reps: number
  lapses: number
  state: number
  last_review?: Date | string | null
}): FsrsCardJson {
  const iso = (d: Date | string) => (typeof d === "string" ? d : d.toISOString())
  return {
    due: iso(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as CardState,
    last_review: card.last_review ? iso(card.last_review) : null,
  }
}

export type RateInput = {
  questionId: string
  /** 1 Again, 2 Hard, 3 Good, 4 Easy (ts-fsrs Rating). */
  rating: 1 | 2 | 3 | 4
  /** The next card ts-fsrs computed (its last_review is the rating time). */
  next: Parameters<typeof cardPayload>[0]
  /** The reps of the stored card the client rated: a stale value changes nothing (applied: false). */
  expectedReps: number
}

/** Stores a rating. 400 for a card the server will not accept; 404 when the student has no card for the question. */
export async function rateReviewCard(input: RateInput): Promise<RateResult> {
  const data = unwrap(
    await supabase.rpc("rate_review_card", {
      p_question_id: input.questionId,
      p_rating: input.rating,
      p_card: cardPayload(input.next) as unknown as Json,
      p_expected_reps: input.expectedReps,
    }),
  )
  return parseResult(rateResultSchema, data, "rate_review_card's answer")
}

/**
 * Starts (or resumes) a practice set from the student's own data: 'weak'
 * (topics they miss most; only `topic` when given) or 'favorites'. Untimed
 * unless asked. An active set of the kind is resumed whatever the topic.
 * Throws a DataError: 404 (`isNotFound`) when there is nothing to practise,
 * 400 for a bad or unknown topic; both messages are meant to be shown.
 */
export async function startPracticeSet(
  kind: "weak" | "favorites",
  count = 20,
  timed = false,
  topic?: string,
): Promise<SessionRow> {
  const data = unwrap(
    await supabase.rpc("start_practice_set", {
      p_kind: kind,
      p_count: count,
      p_timed: timed,
      ...(topic !== undefined ? { p_topic: topic } : {}),
    }),
  )
  return parseResult(sessionRowSchema, data, "The practice set")
}
