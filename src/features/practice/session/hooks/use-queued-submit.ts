import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { notifyError } from "@/lib/notify"
import { waitForAnswerQueue } from "../api/answer-queue"
import { clearLocalSession } from "../api/local-session"
import { closeProgress } from "../api/save-progress"

export type SubmitPhase = "running" | "sending" | "submitting"

/**
 * Submitting a test or a full-SAT module: grading reads the server's answers,
 * so every queued change is sent first ("sending"), then `send` grades it
 * ("submitting") and the device's copy is dropped. A failure goes back to
 * "running" with a toast (`failure` when the server gave no message).
 */
export function useQueuedSubmit(sessionId: string, send: () => Promise<unknown>, failure: string) {
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<SubmitPhase>("running")
  const finish = async (): Promise<boolean> => {
    if (phase !== "running") return false
    // No progress save from here on: the server refuses one for a submitted session.
    closeProgress(sessionId)
    setPhase("sending")
    await waitForAnswerQueue(queryClient, sessionId)
    setPhase("submitting")
    try {
      await send()
      await clearLocalSession(sessionId)
      return true
    } catch (e) {
      closeProgress(sessionId, false)
      setPhase("running")
      notifyError("Error", (e as Error).message || failure)
      return false
    }
  }
  return { phase, finish }
}
