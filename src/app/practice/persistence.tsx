import type { QueryClient } from "@tanstack/react-query"
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client"
import { useEffect, useState, type ReactNode } from "react"
import { useAuth } from "@/features/practice/auth/hooks/use-auth"
import { resumeAnswerQueue } from "@/features/practice/session/api/answer-queue"
import { createQueryPersistOptions } from "@/lib/persist/query-persister"

/**
 * One student's persisted cache: restored before any of their queries runs,
 * written back while they stay signed in, closed (never written again) when
 * this unmounts. The user id is in the persisted entry's key and buster.
 */
function UserPersistence({
  client,
  userId,
  children,
}: {
  client: QueryClient
  userId: string | null
  children: ReactNode
}) {
  const [persist] = useState(() => createQueryPersistOptions(userId))
  useEffect(() => persist.close, [persist])
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={persist.options}
      // Not awaited: offline, the resumed saves wait for the network, and an
      // awaited promise would hold every query in "restoring" until then.
      onSuccess={() => void resumeAnswerQueue(client)}
    >
      {children}
    </PersistQueryClientProvider>
  )
}

/**
 * The query client, persisted to IndexedDB (queued answers and the small
 * rows a running test needs to resume offline) per signed-in student: the
 * provider is keyed by the user id, so a user change mounts a fresh
 * persister that reads only that student's entry, after the device was
 * handed over (claimDevice: the previous student's cache is cleared from
 * memory and disk, and their persister closed, before anything renders).
 * Signed out or still loading, nothing is persisted.
 */
export function PracticePersistence({ client, children }: { client: QueryClient; children: ReactNode }) {
  const auth = useAuth()
  const userId = auth.status === "signed-in" ? auth.session.user.id : null
  return (
    <UserPersistence key={userId ?? "nobody"} client={client} userId={userId}>
      {children}
    </UserPersistence>
  )
}
