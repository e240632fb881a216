import * as v from "valibot"
import { DIFFICULTY_TIERS, QUESTION_FORMATS, QUESTION_TYPES, SECTION_TYPES, TEST_TYPES } from "@/lib/vocabulary"
import { finiteNumber, numeric, optionsSchema, timestamp } from "../contract"
import { fullSatSessionSchema } from "./full-sat"

/**
 * Result schemas of submitted tests: get_session_result / submit_session and
 * get_full_sat_result (no client here: the integration tests import them too).
 */

const numOrNull = v.nullable(finiteNumber)
const section = v.picklist(SECTION_TYPES)

/** One question of a submitted session, with its key and explanation where they may be released now. */
export const reviewedQuestionSchema = v.object({
  position: finiteNumber,
  question_id: v.string(),
  section,
  question_type: v.picklist(QUESTION_TYPES),
  format: v.picklist(QUESTION_FORMATS),
  topic: v.string(),
  difficulty_level: finiteNumber,
  passage: v.nullable(v.string()),
  question_text: v.string(),
  options: v.nullable(optionsSchema),
  user_answer: v.nullable(v.string()),
  /** Null when the question was never saved. */
  is_correct: v.nullable(v.boolean()),
  time_spent_seconds: numOrNull,
  correct_answer: v.nullable(v.string()),
  accepted_answers: v.nullable(v.array(v.string())),
  explanation: v.nullable(v.string()),
})

/** Per-type accuracy; numeric columns arrive as numbers or strings, both become numbers. */
export const typeBreakdownSchema = v.object({
  question_type: v.picklist(QUESTION_TYPES),
  correct: numeric,
  total: numeric,
  accuracy_percentage: numeric,
  average_time_seconds: numeric,
})

/** What get_session_result and submit_session return. */
export const sessionResultSchema = v.object({
  session_id: v.string(),
  practice_test_id: v.string(),
  title: v.string(),
  test_type: v.picklist(TEST_TYPES),
  /** Always null: a section test never gives a total out of 1600 (kept for old clients). */
  total_score: numOrNull,
  /** A practice set (weak areas, favourites): graded, never scored. */
  is_practice: v.optional(v.boolean()),
  /** The section a section test reports: Math, or Reading and Writing (Reading or Writing test); null for practice. */
  section: v.optional(v.nullable(section)),
  section_label: v.optional(v.nullable(v.string())),
  /** The section's estimated score on 200-800 with its 90 % band and SE (scale points). */
  section_score: v.optional(numOrNull),
  score_low: v.optional(numOrNull),
  score_high: v.optional(numOrNull),
  score_se: v.optional(numOrNull),
  score_percent: numOrNull,
  percentile: numOrNull,
  correct: numeric,
  incorrect: numeric,
  unanswered: numeric,
  total: numeric,
  completed_at: timestamp,
  is_retake: v.optional(v.boolean()),
  by_type: v.array(typeBreakdownSchema),
  questions: v.array(reviewedQuestionSchema),
})

/** One module of a completed full SAT: its right answers and, for modules 2 and 4, the tier the server chose. */
export const fullSatModuleResultSchema = v.object({
  module_order: finiteNumber,
  module_name: v.string(),
  section_type: section,
  tier: v.picklist(DIFFICULTY_TIERS),
  correct: finiteNumber,
  total: finiteNumber,
  score_percent: finiteNumber,
  session_id: v.string(),
})

/** A reviewed question with its module and the bank's domain; the skill is `topic`. */
export const fullSatQuestionSchema = v.object({
  ...reviewedQuestionSchema.entries,
  module_order: finiteNumber,
  domain: v.string(),
})

/** What get_full_sat_result returns: only once all four modules are done. */
export const fullSatResultSchema = v.object({
  session: fullSatSessionSchema,
  title: v.string(),
  is_retake: v.boolean(),
  score_label: v.literal("estimated"),
  modules: v.array(fullSatModuleResultSchema),
  by_type: v.array(typeBreakdownSchema),
  questions: v.array(fullSatQuestionSchema),
})

export type ReviewedQuestion = v.InferOutput<typeof reviewedQuestionSchema>
export type TypeBreakdown = v.InferOutput<typeof typeBreakdownSchema>
export type SessionResult = v.InferOutput<typeof sessionResultSchema>
export type FullSatModuleResult = v.InferOutput<typeof fullSatModuleResultSchema>
export type FullSatQuestion = v.InferOutput<typeof fullSatQuestionSchema>
export type FullSatResult = v.InferOutput<typeof fullSatResultSchema>
