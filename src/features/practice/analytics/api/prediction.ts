import { queryOptions, useQuery } from "@tanstack/react-query"
import { getScorePrediction } from "@/lib/supabase/rpc/prediction"

export type { PredictionSection, ScorePrediction } from "@/lib/supabase/rpc/prediction"

/*
 * Under ["practice", "analytics"] (analyticsKeys.all) and keyed by user like the history: a shared
 * device never shows one student another's. Spelled out rather than imported from ./history, so the
 * dashboard's chunk does not carry the history's data modules.
 */
export const predictionKey = (userId: string) => ["practice", "analytics", "prediction", userId] as const

export const predictionQueryOptions = (userId: string) =>
  // Fetched again on every visit (no 60 s staleness): a test just submitted moves the prediction at once.
  queryOptions({ queryKey: predictionKey(userId), queryFn: getScorePrediction, staleTime: 0 })

/** The student's predicted SAT score: the dashboard's and history's card. */
export const useScorePrediction = (userId: string) => useQuery(predictionQueryOptions(userId))
