import { useMutation, useQueryClient } from "@tanstack/react-query"
import { rateReviewCard, type RateInput } from "@/lib/supabase/rpc/review"
import { reviewKeys } from "./keys"

/**
 * Stores a self-rating with the card ts-fsrs computed. The server applies it
 * only if the card has not moved on (expectedReps), so a double click counts
 * once. The count, the queue and the overview's figures refresh after it.
 */
export function useRateCard(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: RateInput) => rateReviewCard(input),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.user(userId) }),
  })
}
