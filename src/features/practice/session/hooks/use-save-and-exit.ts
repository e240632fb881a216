import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { notifyError } from "@/lib/notify"
import type { ExitState } from "@/lib/supabase/rpc/save-exit"
import { waitForAnswerQueue } from "../api/answer-queue"
import { useSaveAndExit } from "../api/save-exit"
import { sessionKeys } from "../api/keys"

/**
 * Save and Exit from a runner: the position and time on the question are
 * flushed, every queued answer reaches the server (the server refuses answers
 * once exited, so none may still be on its way), then the server stops the
 * clock. `onExited` then leaves the runner.
 */
export function useSaveAndExitFlow(sessionId: string, onExited: (row: ExitState) => void) {
  const queryClient = useQueryClient()
  const exit = useSaveAndExit()
  const [saving, setSaving] = useState(false)
  const run = async (flush?: () => Promise<unknown>) => {
    if (saving) return
    setSaving(true)
    try {
      await flush?.()
      await waitForAnswerQueue(queryClient, sessionId)
      const row = await exit.mutateAsync(sessionId)
      // Lists and details refetch when next shown; the running start copy must not reload under the runner.
      queryClient.setQueryData(sessionKeys.detail(sessionId), row)
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: "none" })
      onExited(row)
      // Coming back must load afresh (and show the exited screen), not reuse this mount's starting copy.
      window.setTimeout(() => queryClient.removeQueries({ queryKey: sessionKeys.start(sessionId) }), 0)
    } catch (e) {
      notifyError("Error", (e as Error).message || "The test could not be saved and exited. Check your connection.")
    } finally {
      setSaving(false)
    }
  }
  return { saving, run }
}
