import { useMutation, useQueryClient } from "@tanstack/react-query"
import { checkReviewAnswer } from "@/lib/supabase/rpc/review"
import { reviewKeys } from "./keys"

/**
 * Checks an answer on the server (keys never reach the client before).
 * A check is an attempt: figures, lists' accuracy and the queue change.
 */
export function useCheckReviewAnswer(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) => checkReviewAnswer(id, answer),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.user(userId) }),
  })
}
