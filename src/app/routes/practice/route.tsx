import { QueryClientProvider, useQueryClient } from "@tanstack/react-query"
import { useCallback, useState, type ReactNode } from "react"
import { claimDevice } from "@/features/practice/auth/api/device"
import { AuthProvider } from "@/features/practice/auth/hooks/use-auth"
import { PracticePreferences } from "@/features/practice/shell/components/practice-preferences"
import { PracticePersistence } from "../../practice/persistence"
import { createPracticeClient } from "../../practice/query-client"
import { useServiceWorker } from "../../practice/service-worker"
import { PracticeRoutes } from "./routes"
import { DeferredToaster } from "./toaster"

/** The session, with this device handed over to whoever signs in (a shared school computer). */
function PracticeAuth({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const claim = useCallback((userId: string) => claimDevice(queryClient, userId), [queryClient])
  return <AuthProvider claim={claim}>{children}</AuthProvider>
}

/**
 * The lazy /practice tree: its own chunk with supabase-js and React Query.
 * Each concern has one home: the query client (practice/query-client.ts),
 * its persistence per signed-in student (practice/persistence.tsx), the service worker
 * (practice/service-worker.ts), the route table (./routes.tsx), the
 * layouts with their error boundaries (./layouts.tsx) and the toaster (./toaster.tsx).
 */
export function Component() {
  const [queryClient] = useState(createPracticeClient)
  useServiceWorker()
  return (
    <QueryClientProvider client={queryClient}>
      <PracticePreferences />
      <PracticeAuth>
        {/* Inside the session: the persisted cache is the signed-in student's own. */}
        <PracticePersistence client={queryClient}>
          <PracticeRoutes />
        </PracticePersistence>
      </PracticeAuth>
      <DeferredToaster />
    </QueryClientProvider>
  )
}
