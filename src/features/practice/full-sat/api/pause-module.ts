import { useMutation } from "@tanstack/react-query"
import { pauseSession, resumeSession } from "@/lib/supabase/rpc/sessions"

/**
 * Pause and resume a module's clock on the server (which moves the deadline
 * by the paused span, at most 10 minutes per module). Both return the
 * session with the server's `remaining_seconds`.
 */
export const usePauseModule = () => useMutation({ mutationFn: (sessionId: string) => pauseSession(sessionId) })
export const useResumeModule = () => useMutation({ mutationFn: (sessionId: string) => resumeSession(sessionId) })
