import { queryOptions, useQuery } from "@tanstack/react-query"
import { getReviewStats } from "@/lib/supabase/rpc/review"
import { reviewKeys } from "./keys"

/** The student's zone: "reviewed today" is their local day, not the server's. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"

export const reviewStatsQueryOptions = (userId: string, timeZone = localTimeZone()) =>
  queryOptions({
    queryKey: reviewKeys.stats(userId, timeZone),
    queryFn: () => getReviewStats(timeZone),
    // Figures move with every checked answer: refetch on each visit.
    staleTime: 0,
  })

export const useReviewStats = (userId: string) => useQuery(reviewStatsQueryOptions(userId))
