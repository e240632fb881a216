import { supabase } from "../client"
import { parseResult } from "./contract"
import { scorePredictionSchema, type ScorePrediction } from "./schemas/prediction"

export type { PredictionSection, ScorePrediction } from "./schemas/prediction"

/** The signed-in student's predicted SAT score (the server uses their own first attempts only). */
export async function getScorePrediction(): Promise<ScorePrediction> {
  const { data, error } = await supabase.rpc("get_score_prediction")
  if (error) throw error
  return parseResult(scorePredictionSchema, data, "The score prediction")
}
