import { useMutation } from "@tanstack/react-query"
import { DataError, isTransient } from "@/lib/supabase/rpc/errors"
import { saveProgress } from "@/lib/supabase/rpc/sessions"
import { answerKeys } from "./keys"

type Progress = { sessionId: string; currentQuestion: number; timeRemaining: number | null }

/*
 * Sessions being submitted (or submitted) in this tab. Where the student is
 * no longer matters once a test or module is handed in, and the server
 * refuses it (400): a blur, a 30 s tick or a page hide racing the submit
 * sends nothing.
 */
const closed = new Set<string>()

/** From the moment a submit starts; `open` again when it failed and the test goes on. */
export function closeProgress(sessionId: string, isClosed = true) {
  if (isClosed) closed.add(sessionId)
  else closed.delete(sessionId)
}

/** The server's answer to a progress save for a session already handed in. */
function isAlreadySubmitted(error: unknown) {
  return error instanceof DataError && error.message.startsWith("This test has already been submitted")
}

/**
 * Where the student is and the time left, saved in the background. A lost
 * save costs nothing: the next one (30 s later, or on the next move) carries
 * newer values, and the device keeps its own copy.
 */
export function useSaveProgress() {
  return useMutation({
    mutationKey: answerKeys.progress,
    mutationFn: async ({ sessionId, currentQuestion, timeRemaining }: Progress) => {
      if (closed.has(sessionId)) return
      await saveProgress(sessionId, currentQuestion, timeRemaining)
    },
    // A refusal will not change on retry; the network might.
    retry: (count, error) => count < 2 && isTransient(error),
    onError: (error, { sessionId }) => {
      // One that raced the submit is expected, not a failure worth a warning.
      if (closed.has(sessionId) || isAlreadySubmitted(error)) return
      console.warn("Progress not saved:", error)
    },
  })
}
