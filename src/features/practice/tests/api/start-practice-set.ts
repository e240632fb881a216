import { useMutation, useQueryClient } from "@tanstack/react-query"
import { startPracticeSet } from "@/lib/supabase/rpc/review"
import { sessionKeys } from "../../session/api/keys"
import type { PracticeSetKind } from "../domain/sections"

export type StartPracticeSetInput = {
  kind: PracticeSetKind
  count: number
  timed: boolean
  /** A weak-areas set of this topic only; every weak area when left out. */
  topic?: string | null
}

/** Starts (or resumes) a weak-areas (optionally one topic) or favourites set; the runner then opens its session. */
export function useStartPracticeSet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, count, timed, topic }: StartPracticeSetInput) =>
      topic ? startPracticeSet(kind, count, timed, topic) : startPracticeSet(kind, count, timed),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKeys.detail(session.id), session)
      return queryClient.invalidateQueries({ queryKey: sessionKeys.forTest(session.practice_test_id) })
    },
  })
}
