import { MutationObserver, type Mutation, type QueryClient } from "@tanstack/react-query"
import { isTransient } from "@/lib/supabase/rpc/errors"
import { saveAnswer, type SavedAnswer, type SaveAnswerInput } from "@/lib/supabase/rpc/sessions"
import { type AnswerEntry } from "../domain/answers"
import { answerKeys } from "./keys"
import { mergeLocalAnswer } from "./local-session"

/**
 * The queue that carries answers to the server, on TanStack Query's public
 * offline API: the defaults of `answerKeys.save` (how to send, retry and
 * reconcile) are registered here, once, before the persisted cache is
 * restored, so mutations revived from IndexedDB know how to run
 * (`setMutationDefaults` + `resumePausedMutations`, as in TanStack's offline
 * guide). Each change runs through a `MutationObserver` with that key. One
 * scope per session sends a session's changes in order; the server's
 * client_seq check makes a replayed older change harmless anyway.
 */

export const answerScope = (sessionId: string) => `answers:${sessionId}`

/** Backoff between retries: 1 s, 2 s, 4 s … capped at 30 s, with jitter so clients spread out. */
export const answerRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000) * (0.75 + Math.random() / 2)

/** The server's stored state of a question as an answer entry (newest change wins on merge). */
export function savedEntry(saved: SavedAnswer): AnswerEntry {
  return {
    answer: saved.user_answer,
    flagged: saved.flagged,
    eliminated: saved.eliminated,
    timeSpent: saved.time_spent_seconds,
    seq: saved.client_seq,
  }
}

export function registerAnswerQueue(queryClient: QueryClient, retryDelay = answerRetryDelay) {
  queryClient.setMutationDefaults(answerKeys.save, {
    mutationFn: (input: SaveAnswerInput) => saveAnswer(input),
    // Network and server failures retry until they succeed; a refusal (time
    // is up, bad input) will never succeed and stops at once.
    retry: (_count, error) => isTransient(error),
    retryDelay,
    // Offline, a save pauses (and is persisted) instead of failing.
    networkMode: "online",
    gcTime: 10 * 60_000,
    // The server already held a newer change (another device, or a replay
    // that arrived late): its stored state replaces this device's copy. A
    // mounted runner merges the same answer into its state (useAnswerState).
    onSuccess: async (saved: SavedAnswer, input: SaveAnswerInput) => {
      if (saved.applied === false) await mergeLocalAnswer(input.sessionId, saved.question_id, savedEntry(saved))
    },
  })
}

/** Queues one change. Never awaited by the UI: the answer is already on disk. */
export function enqueueAnswer(queryClient: QueryClient, input: SaveAnswerInput) {
  const observer = new MutationObserver<SavedAnswer, Error, SaveAnswerInput>(queryClient, {
    mutationKey: answerKeys.save,
    scope: { id: answerScope(input.sessionId) },
    meta: { persist: true },
  })
  // The status is read from the mutation cache (useAnswerQueueStatus); once
  // settled the observer lets go, so the mutation is garbage-collected as usual.
  observer
    .mutate(input)
    .catch(() => undefined)
    .finally(() => observer.reset())
}

type AnyMutation = Pick<Mutation, "options">

export function isSessionSave(mutation: AnyMutation, sessionId: string) {
  return mutation.options.scope?.id === answerScope(sessionId)
}

/**
 * After the persisted cache is restored: paused saves continue, and saves
 * that were in flight when the page went away (restored as "pending" with
 * no request behind them) are started again.
 */
export async function resumeAnswerQueue(queryClient: QueryClient) {
  await queryClient.resumePausedMutations()
}

function pendingSaves(queryClient: QueryClient, sessionId?: string) {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: answerKeys.save, status: "pending" })
    .filter((m) => sessionId === undefined || isSessionSave(m, sessionId)).length
}

/**
 * Questions (of every session) whose answer is still waiting to reach the
 * server: a question changed three times while offline is one answer to
 * the student (sign-out tells them how many).
 */
export function unsentAnswerCount(inputs: readonly (SaveAnswerInput | undefined)[]): number {
  return new Set(inputs.filter((i) => i !== undefined).map((i) => `${i.sessionId}/${i.questionId}`)).size
}

export const pendingAnswerCount = (queryClient: QueryClient) =>
  unsentAnswerCount(
    queryClient
      .getMutationCache()
      .findAll({ mutationKey: answerKeys.save, status: "pending" })
      .map((m) => m.state.variables as SaveAnswerInput | undefined),
  )

/** Resolves once every queued change of the session (of every session without one) has reached the server (or been refused). */
export function waitForAnswerQueue(queryClient: QueryClient, sessionId?: string): Promise<void> {
  return new Promise((resolve) => {
    if (pendingSaves(queryClient, sessionId) === 0) return resolve()
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (pendingSaves(queryClient, sessionId) > 0) return
      unsubscribe()
      resolve()
    })
  })
}
