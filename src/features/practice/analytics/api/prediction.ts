import { queryOptions, useQuery } from "@tanstack/react-query"
import { getScorePrediction } from "@/lib/supabase/rpc/prediction"
import { analyticsKeys } from "./history"

export type { PredictionSection, ScorePrediction } from "@/lib/supabase/rpc/prediction"

/** Under analyticsKeys.all, keyed by user like the history (a shared device never shows one student another's). */
export const predictionQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...analyticsKeys.all, "prediction", userId] as const, queryFn: getScorePrediction })

/** The student's predicted SAT score: the dashboard's and history's card. */
export const useScorePrediction = (userId: string) => useQuery(predictionQueryOptions(userId))
