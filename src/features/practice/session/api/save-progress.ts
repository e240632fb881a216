import { useMutation } from "@tanstack/react-query"
import { saveProgress } from "@/lib/supabase/rpc/sessions"
import { answerKeys } from "./keys"

type Progress = { sessionId: string; currentQuestion: number; timeRemaining: number | null }

/**
 * Where the student is and the time left, saved in the background. A lost
 * save costs nothing: the next one (30 s later, or on the next move) carries
 * newer values, and the device keeps its own copy.
 */
export function useSaveProgress() {
  return useMutation({
    mutationKey: answerKeys.progress,
    mutationFn: ({ sessionId, currentQuestion, timeRemaining }: Progress) =>
      saveProgress(sessionId, currentQuestion, timeRemaining),
    retry: 2,
    onError: (error) => console.warn("Progress not saved:", error),
  })
}
