import * as v from "valibot"
import { SECTION_TYPES } from "@/lib/vocabulary"
import { numeric, timestamp } from "../contract"

/** Result schema of get_test_history (no client here: the integration tests import it too). */

const numOrNull = v.nullable(numeric)
/** A band or section figure that only some kinds of entry carry. */
const optionalNum = v.optional(numOrNull)
const section = v.picklist(SECTION_TYPES)

/** One completed test or full SAT. */
export const historyEntrySchema = v.object({
  id: v.string(),
  /** A full SAT (400-1600), a section test (its section on 200-800) or a practice set (graded, never scored). */
  kind: v.picklist(["test", "full_sat", "practice"]),
  /** The test taken: a full SAT's results live under it (/practice/full-sat/{test}/results/{id}). */
  practice_test_id: v.string(),
  title: v.string(),
  test_type: v.string(),
  total_score: numOrNull,
  reading_writing_score: numOrNull,
  math_score: numOrNull,
  /** 90 % bands of a full SAT's total and sections. */
  total_low: optionalNum,
  total_high: optionalNum,
  reading_writing_low: optionalNum,
  reading_writing_high: optionalNum,
  math_low: optionalNum,
  math_high: optionalNum,
  /** A section test's section and score on 200-800 with its band. */
  section: v.optional(v.nullable(section)),
  section_score: optionalNum,
  score_low: optionalNum,
  score_high: optionalNum,
  correct: numOrNull,
  total: numOrNull,
  completed_at: timestamp,
  /** A second or later attempt of the same test (a practice set always counts as one). */
  is_retake: v.optional(v.boolean()),
})

export const sectionStatsSchema = v.object({
  count: numeric,
  first_attempts: numeric,
  average_score: numOrNull,
  highest_score: numOrNull,
})

export const historyStatsSchema = v.object({
  count: numeric,
  /** Highest and average: first attempts of full SATs only. */
  average_score: numOrNull,
  highest_score: numOrNull,
  minutes_practised: v.optional(numeric, 0),
  full_sats: v.optional(numeric),
  section_tests: v.optional(numeric),
  practice_sets: v.optional(numeric),
  sections: v.optional(v.partial(v.object({ math: sectionStatsSchema, reading_writing: sectionStatsSchema }))),
})

export const testHistorySchema = v.object({
  tests: v.array(historyEntrySchema),
  stats: historyStatsSchema,
})

export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>
export type SectionStats = v.InferOutput<typeof sectionStatsSchema>
export type HistoryStats = v.InferOutput<typeof historyStatsSchema>
export type TestHistory = v.InferOutput<typeof testHistorySchema>
