import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client"
import { lazy, Suspense, useState, type ReactNode } from "react"
import { Navigate, Route, Routes } from "react-router-dom"
import { paths } from "@/config/paths"
import { AccessScreen } from "@/features/practice/auth/components/access-screen"
import { AuthProvider, useAuth } from "@/features/practice/auth/hooks/use-auth"
import { createQueryClient } from "@/lib/react-query"
// fecore: practice tests, runner, results -------------------------------
import { registerAnswerQueue, resumeAnswerQueue } from "@/features/practice/session/api/answer-queue"
import { createQueryPersistOptions } from "@/lib/persist/query-persister"
import { TestDetailRoute } from "./test"
import { TestSessionRoute } from "./test-session"
// fecore end -----------------------------------------------------------
import { DashboardPage } from "./dashboard"

// fecore: results and the full SAT load on demand, off the runner's path.
const ResultsRoute = lazy(() => import("./results"))
const FullSatRoute = lazy(() => import("./full-sat"))
// fecore: sonner loads off the runner's critical path (see src/lib/notify.ts).
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })))

/** Signed-in pages render their children; otherwise the access screen shows. */
function RequireAuth({ children }: { children: (email: string) => ReactNode }) {
  const auth = useAuth()
  if (auth.status === "loading")
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        Loading…
      </p>
    )
  if (auth.status === "signed-out") return <AccessScreen />
  return children(auth.session.user.email ?? "")
}

function PracticeRoutes() {
  return (
    <Routes>
      <Route index element={<RequireAuth>{(email) => <DashboardPage email={email} />}</RequireAuth>} />
      {/* fecore: test routes */}
      <Route path="test/:section" element={<RequireAuth>{() => <TestDetailRoute />}</RequireAuth>} />
      <Route
        path="test/:section/session/:sessionId"
        element={<RequireAuth>{() => <TestSessionRoute />}</RequireAuth>}
      />
      <Route
        path="test/:section/results/:sessionId"
        element={
          <RequireAuth>
            {() => (
              <Suspense fallback={<Loading />}>
                <ResultsRoute />
              </Suspense>
            )}
          </RequireAuth>
        }
      />
      <Route
        path="full-sat"
        element={
          <RequireAuth>
            {() => (
              <Suspense fallback={<Loading />}>
                <FullSatRoute />
              </Suspense>
            )}
          </RequireAuth>
        }
      />
      {/* fecore end */}
      <Route path="*" element={<Navigate to={paths.practice.root} replace />} />
    </Routes>
  )
}

function Loading() {
  return (
    <p role="status" className="p-8 text-center text-muted-foreground">
      Loading…
    </p>
  )
}

/** fecore: the client knows how to send queued answers before the persisted cache is restored. */
function createPracticeClient() {
  const client = createQueryClient()
  registerAnswerQueue(client)
  return client
}

/**
 * The lazy /practice tree: its own chunk with supabase-js and React Query.
 * The query client is persisted to IndexedDB (queued answers and the data a
 * running test needs), and restored before any query runs.
 */
export function Component() {
  const [queryClient] = useState(createPracticeClient)
  const [persistOptions] = useState(createQueryPersistOptions)
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => resumeAnswerQueue(queryClient)}
    >
      <AuthProvider>
        <PracticeRoutes />
      </AuthProvider>
      {/* fecore: toasts until the practice shell (feshell) mounts its own <Toaster/>. */}
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </PersistQueryClientProvider>
  )
}
