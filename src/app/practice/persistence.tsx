import type { QueryClient } from "@tanstack/react-query"
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client"
import { useState, type ReactNode } from "react"
import { resumeAnswerQueue } from "@/features/practice/session/api/answer-queue"
import { createQueryPersistOptions } from "@/lib/persist/query-persister"

/**
 * The query client, persisted to IndexedDB (queued answers and the small
 * rows a running test needs to resume offline), restored before any query
 * runs; queued answers resume once it is.
 */
export function PracticePersistence({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [persistOptions] = useState(createQueryPersistOptions)
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={persistOptions}
      // Not awaited: offline, the resumed saves wait for the network, and an
      // awaited promise would hold every query in "restoring" until then.
      onSuccess={() => void resumeAnswerQueue(client)}
    >
      {children}
    </PersistQueryClientProvider>
  )
}
