import { useMutation, useQueryClient } from "@tanstack/react-query"
import { completeModule } from "@/lib/supabase/rpc/full-sat"
import { fullSatKeys } from "./keys"

/** Submits a module (idempotent on the server, so a flaky network may retry it). */
export function useCompleteModule(testId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) => completeModule(sessionId),
    retry: 3,
    // A state refetch still in flight (window focus) must not land after the new state.
    onMutate: () => queryClient.cancelQueries({ queryKey: fullSatKeys.state(testId) }),
    onSuccess: (done) => queryClient.setQueryData(fullSatKeys.state(testId), done.state),
  })
}
