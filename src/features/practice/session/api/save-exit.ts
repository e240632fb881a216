import { useMutation, useQuery } from "@tanstack/react-query"
import { getAttemptPauses, resumeSavedSession, saveAndExit } from "@/lib/supabase/rpc/save-exit"

/** Save and Exit and its resume (server-side clock; see save_and_exit in the migrations). */
export const useSaveAndExit = () => useMutation({ mutationFn: (sessionId: string) => saveAndExit(sessionId) })
export const useResumeSaved = () => useMutation({ mutationFn: (sessionId: string) => resumeSavedSession(sessionId) })

export const pauseKeys = { of: (ids: readonly string[]) => ["attempt-pauses", ...ids] as const }

/** How long each attempt (section-test session or full SAT) was paused or exited, for results and history. */
export function useAttemptPauses(ids: readonly string[]) {
  return useQuery({
    queryKey: pauseKeys.of(ids),
    queryFn: () => getAttemptPauses(ids),
    enabled: ids.length > 0,
    staleTime: 60_000,
  })
}

export { isExited, type ExitState } from "@/lib/supabase/rpc/save-exit"
