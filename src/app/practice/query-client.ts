import { registerAnswerQueue } from "@/features/practice/session/api/answer-queue"
import { createQueryClient } from "@/lib/react-query"

/**
 * The practice app's one query client. The answer queue's defaults are
 * registered at creation, before the persisted cache is restored, so saves
 * revived from IndexedDB know how to run.
 */
export function createPracticeClient() {
  const client = createQueryClient()
  registerAnswerQueue(client)
  return client
}
