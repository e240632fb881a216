import { fullSatKeys } from "@/features/practice/full-sat/api/keys"
import { registerAnswerQueue } from "@/features/practice/session/api/answer-queue"
import { sessionKeys } from "@/features/practice/session/api/keys"
import { createQueryClient } from "@/lib/react-query"

/** Key prefixes of persisted rows that are also seeded with setQueryData. */
export const PERSISTED_SEEDED_KEYS = [
  [...sessionKeys.all, "detail"],
  [...fullSatKeys.all, "state"],
] as const

/**
 * The practice app's one query client. The answer queue's defaults are
 * registered at creation, before the persisted cache is restored, so saves
 * revived from IndexedDB know how to run.
 */
export function createPracticeClient() {
  const client = createQueryClient()
  registerAnswerQueue(client)
  // Rows a running test resumes from offline are persisted (meta.persist) however they reach
  // the cache: a session row or a full SAT state seeded with setQueryData (start, resume,
  // save and exit) has no query options of its own, and without these defaults it was never
  // written to disk, so an offline reload found no session to resume.
  for (const key of PERSISTED_SEEDED_KEYS) client.setQueryDefaults(key, { meta: { persist: true } })
  return client
}
