import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client"
import { lazy, Suspense, useEffect, useState } from "react"
import { Navigate, Route, Routes } from "react-router-dom"
import { paths } from "@/config/paths"
import { AccessGate, PracticeLoading } from "@/features/practice/auth/components/access-gate"
import { AuthProvider } from "@/features/practice/auth/hooks/use-auth"
import { registerAnswerQueue, resumeAnswerQueue } from "@/features/practice/session/api/answer-queue"
import { PracticePreferences } from "@/features/practice/shell/components/practice-preferences"
import { afterFirstContent } from "@/lib/first-content"
import { createQueryPersistOptions } from "@/lib/persist/query-persister"
import { createQueryClient } from "@/lib/react-query"
// The test detail and the runner load with the practice tree: once a test
// runs, moving to its screen must not need the network (offline starts).
import TestDetailRoute from "./test"
import TestSessionRoute from "./test-session"

/*
 * This module is what a signed-out visitor downloads for the access screen:
 * everything behind the gate (shell, pages, runner, charts, toasts) is lazy.
 */
const ShellLayout = lazy(() => import("./shell-layout"))
const DashboardPage = lazy(() => import("./dashboard"))
const ResultsRoute = lazy(() => import("./results"))
// The full SAT's list, intro and runner share one lazy chunk (fewer shared chunks on the section runner's path).
const FullSatRoute = lazy(() => import("./full-sat-pages").then((m) => ({ default: m.FullSatRoute })))
const FullSatIntroRoute = lazy(() => import("./full-sat-pages").then((m) => ({ default: m.FullSatIntroRoute })))
const FullSatRunRoute = lazy(() => import("./full-sat-pages").then((m) => ({ default: m.FullSatRunRoute })))
const FullSatResultsRoute = lazy(() => import("./full-sat-results"))
const SettingsRoute = lazy(() => import("./settings"))
const HistoryRoute = lazy(() => import("./analytics"))
const SectionAnalyticsRoute = lazy(() => import("./analytics-section"))
const PracticeToaster = lazy(() => import("./toaster"))
// Review (issue 11): one lazy chunk per screen.
const ReviewOverviewRoute = lazy(() => import("./review-overview"))
const ReviewSectionsRoute = lazy(() => import("./review-sections"))
const ReviewSectionRoute = lazy(() => import("./review-section"))
const ReviewDifficultiesRoute = lazy(() => import("./review-difficulties"))
const ReviewDifficultyRoute = lazy(() => import("./review-difficulty"))
const ReviewWeakRoute = lazy(() => import("./review-weak"))
const ReviewFavoritesRoute = lazy(() => import("./review-favorites"))
const ReviewQuestionRoute = lazy(() => import("./review-question"))
// Review queue and practice sets (issue 11, h-revdue): ts-fsrs loads only with review-due.
const ReviewDueRoute = lazy(() => import("./review-due"))
const PracticeSetRoute = lazy(() => import("./practice-set"))

/** Behind the access gate: sidebar, header and the page. */
function PracticeLayout() {
  return (
    <AccessGate>
      {(user) => (
        <Suspense fallback={<PracticeLoading />}>
          <ShellLayout user={user} />
        </Suspense>
      )}
    </AccessGate>
  )
}

/** A running test: behind the gate, without the sidebar, in its own <main>. */
function RunnerLayout() {
  return (
    <AccessGate>
      {() => (
        <main id="main">
          <TestSessionRoute />
        </main>
      )}
    </AccessGate>
  )
}

/** A full SAT in progress: full screen like the section runner, but its own lazy chunk (not in the section runner's cold path). */
function FullSatRunnerLayout() {
  return (
    <AccessGate>
      {() => (
        <main id="main">
          <Suspense fallback={<PracticeLoading />}>
            <FullSatRunRoute />
          </Suspense>
        </main>
      )}
    </AccessGate>
  )
}

/* Routes relative to /practice. Pages inside PracticeLayout render in the shell's <main>. */
function PracticeRoutes() {
  return (
    <Routes>
      <Route element={<PracticeLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="test/:section" element={<TestDetailRoute />} />
        <Route path="test/:section/results/:sessionId" element={<ResultsRoute />} />
        <Route path="full-sat" element={<FullSatRoute />} />
        <Route path="full-sat/:testId" element={<FullSatIntroRoute />} />
        <Route path="full-sat/:testId/results/:fullSatId" element={<FullSatResultsRoute />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route path="analytics" element={<HistoryRoute />} />
        <Route path="analytics/:section" element={<SectionAnalyticsRoute />} />
        <Route path="review" element={<ReviewOverviewRoute />} />
        <Route path="review/section" element={<ReviewSectionsRoute />} />
        <Route path="review/section/:section" element={<ReviewSectionRoute />} />
        <Route path="review/difficulty" element={<ReviewDifficultiesRoute />} />
        <Route path="review/difficulty/:level" element={<ReviewDifficultyRoute />} />
        <Route path="review/weak" element={<ReviewWeakRoute />} />
        <Route path="review/favorites" element={<ReviewFavoritesRoute />} />
        <Route path="review/question/:id" element={<ReviewQuestionRoute />} />
        <Route path="review/due" element={<ReviewDueRoute />} />
        {/* Static segments outrank test/:section: the practice-set start screens. */}
        <Route path="test/weak" element={<PracticeSetRoute kind="weak" />} />
        <Route path="test/favorites" element={<PracticeSetRoute kind="favorites" />} />
      </Route>
      {/* The runner is full screen, as in Bluebook: its own header carries the clock. */}
      <Route path="test/:section/session/:sessionId" element={<RunnerLayout />} />
      <Route path="full-sat/:testId/run" element={<FullSatRunnerLayout />} />
      {/* Outside the gate, so an unknown path redirects even when signed out. */}
      <Route path="*" element={<Navigate to={paths.practice.root} replace />} />
    </Routes>
  )
}

/** The client knows how to send queued answers before the persisted cache is restored. */
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
  const [toaster, setToaster] = useState(false)
  useEffect(
    () =>
      // The offline app shell and the toaster are not needed for the first screen (a cold
      // load of a running test must fetch only what its first question needs): they load
      // when the browser is idle after it. Registered from here so the marketing entry never carries them.
      afterFirstContent(() => {
        setToaster(true)
        void import("./register-sw").then((m) =>
          m.registerPracticeServiceWorker(
            (apply) =>
              void import("sonner").then(({ toast }) =>
                toast("A new version of SAT Cookie Practice is available.", {
                  duration: Infinity,
                  action: { label: "Reload", onClick: apply },
                }),
              ),
          ),
        )
      }),
    [],
  )
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // Not awaited: offline, the resumed saves wait for the network, and an
      // awaited promise would hold every query in "restoring" until then.
      onSuccess={() => void resumeAnswerQueue(queryClient)}
    >
      <PracticePreferences />
      <AuthProvider>
        <PracticeRoutes />
      </AuthProvider>
      {toaster && (
        <Suspense>
          <PracticeToaster />
        </Suspense>
      )}
    </PersistQueryClientProvider>
  )
}
