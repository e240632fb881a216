import { lazy, Suspense } from "react"
import { AccessGate, PracticeLoading } from "@/features/practice/auth/components/access-gate"
import { PracticeErrorBoundary } from "../../practice/practice-error-boundary"
// The runner loads with the practice tree: once a test runs, moving to its
// screen must not need the network (offline starts).
import TestSessionRoute from "./test-session"

/*
 * The three frames of the practice app. Each has its own error boundary:
 * a render error in a page or a runner shows "Try again" and a way home
 * for that part, never a blank app.
 */
const ShellLayout = lazy(() => import("./shell-layout"))
// The full SAT's list, intro and runner share one lazy chunk (fewer shared chunks on the section runner's path).
const FullSatRunRoute = lazy(() => import("./full-sat-pages").then((m) => ({ default: m.FullSatRunRoute })))

/** Behind the access gate: sidebar, header and the page. */
export function PracticeLayout() {
  return (
    <PracticeErrorBoundary what="the practice app">
      <AccessGate>
        {(user) => (
          <Suspense fallback={<PracticeLoading />}>
            <ShellLayout user={user} />
          </Suspense>
        )}
      </AccessGate>
    </PracticeErrorBoundary>
  )
}

/** A running test: behind the gate, without the sidebar, in its own <main>. */
export function RunnerLayout() {
  return (
    <AccessGate>
      {() => (
        <main id="main">
          <PracticeErrorBoundary what="this test">
            <TestSessionRoute />
          </PracticeErrorBoundary>
        </main>
      )}
    </AccessGate>
  )
}

/** A full SAT in progress: full screen like the section runner, but its own lazy chunk (not in the section runner's cold path). */
export function FullSatRunnerLayout() {
  return (
    <AccessGate>
      {() => (
        <main id="main">
          <PracticeErrorBoundary what="this module">
            <Suspense fallback={<PracticeLoading />}>
              <FullSatRunRoute />
            </Suspense>
          </PracticeErrorBoundary>
        </main>
      )}
    </AccessGate>
  )
}
