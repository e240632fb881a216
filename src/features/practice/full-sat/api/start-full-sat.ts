import { useMutation, useQueryClient } from "@tanstack/react-query"
import { startFullSat } from "@/lib/supabase/rpc/full-sat"
import { fullSatKeys } from "./keys"

/** Starts a new attempt; the server cancels the active one (Start over). */
export function useStartFullSat() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (testId: string) => startFullSat(testId),
    onSuccess: (state, testId) => {
      queryClient.setQueryData(fullSatKeys.state(testId), state)
      // The cancelled attempt's module sessions are gone too.
      queryClient.removeQueries({ queryKey: [...fullSatKeys.all, "module"] })
    },
  })
}
