import { lazy } from "react"
import { Navigate, Route, Routes } from "react-router-dom"
import { paths } from "@/config/paths"
import { PracticeErrorBoundary } from "../../practice/practice-error-boundary"
import { FullSatRunnerLayout, PracticeLayout, RunnerLayout } from "./layouts"

/*
 * The route table of /practice. Everything behind the gate (shell, pages,
 * runner, charts, toasts) is lazy: this module is what a signed-out visitor
 * downloads for the access screen.
 */
const DashboardPage = lazy(() => import("./dashboard"))
// The test detail (Start New Test) is not in the practice tree's chunk, which holds the runner:
// a running test's cold load does not carry it. (The runner stays in that chunk: split out, the
// parts the full SAT and the review pages share scattered into five chunks, +3 KiB on its cold load.)
const TestDetailRoute = lazy(() => import("./test"))
const ResultsRoute = lazy(() => import("./results"))
const FullSatRoute = lazy(() => import("./full-sat-pages").then((m) => ({ default: m.FullSatRoute })))
const FullSatIntroRoute = lazy(() => import("./full-sat-pages").then((m) => ({ default: m.FullSatIntroRoute })))
const FullSatResultsRoute = lazy(() => import("./full-sat-results"))
const SettingsRoute = lazy(() => import("./settings"))
const HistoryRoute = lazy(() => import("./analytics"))
const SectionAnalyticsRoute = lazy(() => import("./analytics-section"))
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

/* Routes relative to /practice. Pages inside PracticeLayout render in the shell's <main>. */
export function PracticeRoutes() {
  return (
    <Routes>
      <Route element={<PracticeLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="test/:section" element={<TestDetailRoute />} />
        <Route path="test/:section/results/:sessionId" element={<ResultsRoute />} />
        <Route path="full-sat" element={<FullSatRoute />} />
        <Route path="full-sat/:testId" element={<FullSatIntroRoute />} />
        {/* The printable score report is the results' "/report" view: no lazy route of its own (the route table is on the runner's cold load). */}
        <Route path="full-sat/:testId/results/:fullSatId/:view?" element={<FullSatResultsRoute />} />
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
        <Route
          path="review/question/:id"
          element={
            // The review question's own boundary keeps the shell (sidebar, header) on an error.
            <PracticeErrorBoundary what="this question">
              <ReviewQuestionRoute />
            </PracticeErrorBoundary>
          }
        />
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
