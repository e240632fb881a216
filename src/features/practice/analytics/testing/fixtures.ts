import type { PredictionShape } from "../domain/prediction"

const rule = { window_weeks: 12, min_questions: 20 }

/** get_score_prediction with enough evidence: a total and both sections, each with its band. */
export const predictionShown: PredictionShape = {
  enough: true,
  rule,
  questions: 142,
  tests: 3,
  full_sats: 0,
  since: "2026-10-02T12:00:00Z",
  total: { score: 1280, low: 1220, high: 1340 },
  sections: {
    reading_writing: { questions: 80, tests: 2, score: 640, low: 600, high: 680, se: 30 },
    math: { questions: 62, tests: 2, score: 640, low: 590, high: 690, se: 32 },
  },
}

/** get_score_prediction while it is hidden: no Reading and Writing yet, 12 Math questions short. */
export const predictionHidden: PredictionShape = {
  enough: false,
  rule,
  questions: 8,
  tests: 1,
  full_sats: 0,
  since: "2026-11-20T12:00:00Z",
  total: null,
  sections: { reading_writing: { questions: 0, tests: 0 }, math: { questions: 8, tests: 1 } },
}
