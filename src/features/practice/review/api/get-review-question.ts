import { queryOptions, useQuery } from "@tanstack/react-query"
import { getReviewQuestion } from "@/lib/supabase/rpc/review"
import { retryTransient } from "./errors"
import { reviewKeys } from "./keys"

export const reviewQuestionQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: reviewKeys.question(userId, id),
    queryFn: () => getReviewQuestion(id),
    retry: retryTransient,
  })

export const useReviewQuestion = (userId: string, id: string) => useQuery(reviewQuestionQueryOptions(userId, id))
