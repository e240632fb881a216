import { queryOptions, useQuery } from "@tanstack/react-query"
import { listReviewQuestions } from "@/lib/supabase/rpc/review"
import type { ReviewFilter } from "../domain/filters"
import { retryTransient } from "./errors"
import { reviewKeys } from "./keys"

export const reviewListQueryOptions = (userId: string, filter: ReviewFilter, value: string | null) =>
  queryOptions({
    queryKey: reviewKeys.list(userId, filter, value),
    queryFn: () => listReviewQuestions(filter, value),
    retry: retryTransient,
  })

/** One list of reviewable questions (the server decides which the student may see). */
export const useReviewList = (userId: string, filter: ReviewFilter, value: string | null, enabled = true) =>
  useQuery({ ...reviewListQueryOptions(userId, filter, value), enabled })
