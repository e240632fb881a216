import * as v from "valibot"
import { DIFFICULTY_BANDS, QUESTION_FORMATS, QUESTION_TYPES } from "@/lib/vocabulary"
import { countOrZero, finiteNumber, numeric, numericOrNull, optionsSchema, timestamp } from "../contract"

/** Result schemas of the review area's RPCs (no client here: the integration tests import them too). */

const section = v.picklist(QUESTION_TYPES)
const band = v.picklist(DIFFICULTY_BANDS)

/**
 * The fields of a ts-fsrs 5.x `Card`, as JSON (times are ISO 8601 strings).
 * Convert with `new Date(card.due)` before handing it to ts-fsrs.
 * `state` is ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning.
 */
const fsrsCardFields = {
  due: timestamp,
  stability: finiteNumber,
  difficulty: finiteNumber,
  elapsed_days: finiteNumber,
  scheduled_days: finiteNumber,
  learning_steps: finiteNumber,
  reps: finiteNumber,
  lapses: finiteNumber,
  state: v.picklist([0, 1, 2, 3]),
  last_review: v.nullable(timestamp),
}
/** A stored card: the FSRS fields plus where the mistake was made. */
export const reviewCardSchema = v.object({ ...fsrsCardFields, source: v.picklist(["test", "review"]) })

const summaryFields = { section, topic: v.string(), difficulty: numeric, band }

export const reviewListItemSchema = v.object({
  id: v.string(),
  ...summaryFields,
  /** Plain text: the first 150 characters of the question (or of its passage when the text is empty). */
  excerpt: v.string(),
  is_favorite: v.boolean(),
  attempts: numeric,
  correct: numeric,
  /** The student's card's due time, or null when the question has no card. */
  due_at: v.nullable(timestamp),
})

export const reviewQuestionSchema = v.object({
  id: v.string(),
  ...summaryFields,
  domain: v.string(),
  format: v.picklist(QUESTION_FORMATS),
  /** HTML (sanitise before rendering), or null. */
  passage: v.nullable(v.string()),
  /** HTML (sanitise before rendering); figures are inline SVG. */
  text: v.string(),
  /** A-D for multiple choice; null for a student-produced response. */
  options: v.nullable(optionsSchema),
  is_favorite: v.boolean(),
  attempts: numeric,
  correct: numeric,
  card: v.nullable(reviewCardSchema),
})

const counts = {
  total_questions: countOrZero,
  attempted_questions: countOrZero,
  attempts: countOrZero,
  correct: countOrZero,
  accuracy: v.optional(numericOrNull, null),
}

/** get_review_stats: figures over the questions the student may review now. */
export const reviewStatsSchema = v.object({
  total_questions: countOrZero,
  attempted_questions: countOrZero,
  reviewed_today: countOrZero,
  average_accuracy: v.optional(numericOrNull, null),
  favorites: countOrZero,
  /** Cards due before the end of today in the given time zone. */
  due_today: countOrZero,
  by_difficulty: v.array(v.object({ band, ...counts })),
  by_section: v.array(v.object({ question_type: section, ...counts, favorites: countOrZero })),
  /** Lowest accuracy first; topics with 3 or more attempts; at most 5. */
  weakest_topics: v.optional(
    v.array(
      v.object({
        topic: v.string(),
        question_type: section,
        attempts: countOrZero,
        correct: countOrZero,
        accuracy: countOrZero,
      }),
    ),
    [],
  ),
})

export const dueCardSchema = v.object({
  question_id: v.string(),
  ...summaryFields,
  excerpt: v.string(),
  card: reviewCardSchema,
})

export const rateResultSchema = v.object({
  /** False when the card had already moved on (a double click, another tab): `card` is the stored one. */
  applied: v.boolean(),
  card: reviewCardSchema,
})

export const reviewCheckSchema = v.object({
  question_id: v.string(),
  user_answer: v.string(),
  is_correct: v.boolean(),
  correct_answer: v.nullable(v.string()),
  accepted_answers: v.nullable(v.array(v.string())),
  explanation: v.string(),
})

export type ReviewCard = v.InferOutput<typeof reviewCardSchema>
export type CardState = ReviewCard["state"]
export type FsrsCardJson = Omit<ReviewCard, "source">
export type ReviewListItem = v.InferOutput<typeof reviewListItemSchema>
export type ReviewQuestion = v.InferOutput<typeof reviewQuestionSchema>
export type ReviewStats = v.InferOutput<typeof reviewStatsSchema>
export type BandStats = ReviewStats["by_difficulty"][number]
export type SectionStats = ReviewStats["by_section"][number]
export type WeakTopic = ReviewStats["weakest_topics"][number]
export type DueCard = v.InferOutput<typeof dueCardSchema>
export type RateResult = v.InferOutput<typeof rateResultSchema>
export type ReviewCheck = v.InferOutput<typeof reviewCheckSchema>
