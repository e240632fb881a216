import { queryOptions, useQuery } from "@tanstack/react-query"
import { listReviewQuestions, type ReviewFilter as RpcFilter } from "@/lib/supabase/rpc/review"
import { isBand, isSection, type ReviewFilter } from "../domain/filters"
import { retryTransient } from "./errors"
import { localTimeZone } from "./get-review-stats"
import { reviewKeys } from "./keys"

/** The URL's (filter, value) pair as the RPC's filter; a value that doesn't fit reads as "all". */
function rpcFilter(filter: ReviewFilter, value: string | null): RpcFilter {
  switch (filter) {
    case "section":
      return isSection(value) ? { filter, value } : { filter: "all" }
    case "difficulty":
      return isBand(value) ? { filter, value } : { filter: "all" }
    case "topic":
      return value ? { filter, value } : { filter: "all" }
    case "due":
      return { filter, value: localTimeZone() }
    default:
      return { filter }
  }
}

export const reviewListQueryOptions = (userId: string, filter: ReviewFilter, value: string | null) =>
  queryOptions({
    queryKey: reviewKeys.list(userId, filter, value),
    queryFn: () => listReviewQuestions(rpcFilter(filter, value)),
    retry: retryTransient,
  })

/** One list of reviewable questions (the server decides which the student may see). */
export const useReviewList = (userId: string, filter: ReviewFilter, value: string | null, enabled = true) =>
  useQuery({ ...reviewListQueryOptions(userId, filter, value), enabled })
