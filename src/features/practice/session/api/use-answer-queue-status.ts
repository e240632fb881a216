import { onlineManager, useMutationState } from "@tanstack/react-query"
import { useSyncExternalStore } from "react"
import { isTimeUp } from "@/lib/supabase/rpc/errors"
import type { SaveAnswerInput } from "@/lib/supabase/rpc/sessions"
import { answerScope, unsentAnswerCount } from "./answer-queue"
import { answerKeys } from "./keys"

export type QueueStatus = {
  state: "saving" | "saved" | "offline"
  pending: number
  /** Changes the server refused because time was up: kept on this device. */
  refused: { questionId: string; clientSeq: number }[]
  /** Other refusals (bad input): shown, never retried. */
  failed: { questionId: string; message: string }[]
}

/*
 * Online as TanStack's onlineManager sees it and as the browser reports it: the
 * manager follows window events only, and a page may miss them (seen in e2e with
 * Chromium's emulated offline), so the browser's own flag is read too.
 */
const subscribeOnline = (notify: () => void) => {
  const off = onlineManager.subscribe(notify)
  window.addEventListener("online", notify)
  window.addEventListener("offline", notify)
  return () => {
    off()
    window.removeEventListener("online", notify)
    window.removeEventListener("offline", notify)
  }
}
const onlineNow = () => onlineManager.isOnline() && (typeof navigator === "undefined" || navigator.onLine !== false)

export function useOnline() {
  return useSyncExternalStore(subscribeOnline, onlineNow)
}

/** The quiet indicator's source: what the send queue of one session is doing. */
export function useAnswerQueueStatus(sessionId: string): QueueStatus {
  const online = useOnline()
  const saves = useMutationState({
    filters: { mutationKey: answerKeys.save, predicate: (m) => m.options.scope?.id === answerScope(sessionId) },
    select: (m) => ({ status: m.state.status, error: m.state.error, input: m.state.variables as SaveAnswerInput }),
  })
  const pending = saves.filter((s) => s.status === "pending").length
  const errors = saves.filter((s) => s.status === "error" && s.input)
  return {
    state: pending === 0 ? "saved" : online ? "saving" : "offline",
    pending,
    refused: errors
      .filter((s) => isTimeUp(s.error))
      .map((s) => ({ questionId: s.input.questionId, clientSeq: s.input.clientSeq })),
    failed: errors
      .filter((s) => !isTimeUp(s.error))
      .map((s) => ({ questionId: s.input.questionId, message: (s.error as Error | null)?.message ?? "Not saved" })),
  }
}

/** Answers (questions) of every session still waiting to reach the server (sign-out asks before losing them). */
export function usePendingAnswerCount(): number {
  return unsentAnswerCount(
    useMutationState({
      filters: { mutationKey: answerKeys.save, status: "pending" },
      select: (m) => m.state.variables as SaveAnswerInput | undefined,
    }),
  )
}
