import { useMutation, useQueryClient } from "@tanstack/react-query"
import { endBreak, startBreak, type FullSatState } from "@/lib/supabase/rpc/full-sat"
import { fullSatKeys } from "./keys"

function useBreakMutation(testId: string, fn: (fullSatId: string) => Promise<FullSatState>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fullSatId: string) => fn(fullSatId),
    retry: 2,
    onMutate: () => queryClient.cancelQueries({ queryKey: fullSatKeys.state(testId) }),
    onSuccess: (state) => queryClient.setQueryData(fullSatKeys.state(testId), state),
  })
}

/** Stamps the break's start when the server has none yet (idempotent). */
export const useStartBreak = (testId: string) => useBreakMutation(testId, startBreak)

/** Ends the break (time up, or skipped): module 3 opens next. */
export const useEndBreak = (testId: string) => useBreakMutation(testId, endBreak)
