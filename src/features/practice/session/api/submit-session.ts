import { useMutation, useQueryClient } from "@tanstack/react-query"
import { submitSession } from "@/lib/supabase/rpc/session-result"
import { sessionKeys } from "./keys"

export function useSubmitSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitSession,
    // Submitting is idempotent on the server, so a flaky network may retry it.
    retry: 3,
    onSuccess: (result) => {
      queryClient.setQueryData(sessionKeys.result(result.session_id), result)
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    },
  })
}
