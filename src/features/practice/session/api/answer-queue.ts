import { type Mutation, type QueryClient } from "@tanstack/react-query"
import { isTransient } from "@/lib/supabase/rpc/errors"
import { saveAnswer, type SaveAnswerInput } from "@/lib/supabase/rpc/sessions"
import { answerKeys } from "./keys"

/**
 * The queue that carries answers to the server. Each change is a mutation
 * under `answerKeys.save`; its defaults are registered once, before the
 * persisted cache is restored, so mutations revived from IndexedDB know how
 * to run. One scope per session sends a session's changes in order; the
 * server's client_seq check makes a replayed older change harmless anyway.
 */

export const answerScope = (sessionId: string) => `answers:${sessionId}`

/** Backoff between retries: 1 s, 2 s, 4 s … capped at 30 s, with jitter so clients spread out. */
export const answerRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000) * (0.75 + Math.random() / 2)

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
  })
}

/** Queues one change. Never awaited by the UI: the answer is already on disk. */
export function enqueueAnswer(queryClient: QueryClient, input: SaveAnswerInput) {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: answerKeys.save,
    scope: { id: answerScope(input.sessionId) },
    meta: { persist: true },
  })
  mutation.execute(input).catch(() => undefined)
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
  const cache = queryClient.getMutationCache()
  const stranded = cache.getAll().filter((m) => m.state.status === "pending" && !m.state.isPaused)
  await Promise.all([queryClient.resumePausedMutations(), ...stranded.map((m) => m.continue().catch(() => undefined))])
}

function pendingSaves(queryClient: QueryClient, sessionId: string) {
  return queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status === "pending" && isSessionSave(m, sessionId)).length
}

/** Resolves once every queued change of the session has reached the server (or been refused). */
export function waitForAnswerQueue(queryClient: QueryClient, sessionId: string): Promise<void> {
  return new Promise((resolve) => {
    if (pendingSaves(queryClient, sessionId) === 0) return resolve()
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (pendingSaves(queryClient, sessionId) > 0) return
      unsubscribe()
      resolve()
    })
  })
}
