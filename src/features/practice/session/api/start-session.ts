import { useMutation, useQueryClient } from "@tanstack/react-query"
import { startTestSession } from "@/lib/supabase/rpc/sessions"
import { sessionKeys } from "./keys"

export function useStartSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ testId, timed }: { testId: string; timed: boolean }) => startTestSession(testId, timed),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKeys.detail(session.id), session)
      return queryClient.invalidateQueries({ queryKey: sessionKeys.forTest(session.practice_test_id) })
    },
  })
}
