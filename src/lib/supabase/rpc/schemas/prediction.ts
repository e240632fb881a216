import * as v from "valibot"
import { numeric, timestamp } from "../contract"

/** Result schema of get_score_prediction (no client here: the integration tests import it too). */

const score = numeric
/** A section's evidence, and (only with enough evidence) its predicted score with its 90 % band. */
const predictionSectionSchema = v.object({
  questions: numeric,
  tests: numeric,
  score: v.optional(score),
  low: v.optional(score),
  high: v.optional(score),
  se: v.optional(numeric),
})

export const scorePredictionSchema = v.object({
  /** At least `rule.min_questions` questions in each section: only then are scores returned. */
  enough: v.boolean(),
  rule: v.object({ window_weeks: numeric, half_life_days: numeric, min_questions: numeric }),
  questions: numeric,
  tests: numeric,
  full_sats: numeric,
  /** When the oldest and newest test counted were completed (null with no evidence). */
  since: v.nullable(timestamp),
  latest: v.nullable(timestamp),
  total: v.nullable(v.object({ score, low: score, high: score, se: numeric })),
  sections: v.object({ reading_writing: predictionSectionSchema, math: predictionSectionSchema }),
})

export type ScorePrediction = v.InferOutput<typeof scorePredictionSchema>
export type PredictionSection = v.InferOutput<typeof predictionSectionSchema>
