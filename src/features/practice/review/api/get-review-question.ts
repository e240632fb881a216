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

/** Not asked for an id that cannot exist (the page shows Question Not Found). */
export const useReviewQuestion = (userId: string, id: string, enabled = true) =>
  useQuery({ ...reviewQuestionQueryOptions(userId, id), enabled })
