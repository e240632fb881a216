import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { LoadTogether, querySettled, SkeletonCard } from "@/components/ui/load-together"
import { useAttemptPauses } from "@/features/practice/session/api/save-exit"
import { useTestHistory } from "../api/history"
import { fullSats, scoreFigures } from "../domain/history-summary"
import { SECTION_TITLES, SECTIONS } from "../domain/topic-accuracy"
import { HistoryStats } from "./history-stats"
import { HistoryTable, type ResultsPath } from "./history-table"
import { ErrorState, LoadingState } from "./query-states"
import { ScoreChartCard } from "./score-chart-card"

function HistoryGroup(props: {
  id: string
  title: string
  note: string
  tests: Parameters<typeof HistoryTable>[0]["tests"]
  resultsPath?: ResultsPath
  pauses?: Parameters<typeof HistoryTable>[0]["pauses"]
}) {
  if (props.tests.length === 0) return null
  return (
    <section aria-labelledby={props.id} className="space-y-3">
      <div>
        <h2 id={props.id} className="text-lg font-bold">
          {props.title}
        </h2>
        <p className="text-sm text-muted-foreground">{props.note}</p>
      </div>
      <HistoryTable
        tests={props.tests}
        resultsPath={props.resultsPath}
        pauses={props.pauses}
        caption={`${props.title}, newest first`}
      />
    </section>
  )
}

/** History's three lists, in page order: each kind of attempt with what its figures mean. */
const HISTORY_GROUPS = [
  {
    id: "history-full-sats",
    kind: "full_sat",
    title: "Full SATs",
    note: "Totals on the 400–1600 scale, each with its likely range.",
  },
  {
    id: "history-section-tests",
    kind: "test",
    title: "Section tests",
    note: "Each reports its section on the 200–800 scale, never a total.",
  },
  {
    id: "history-practice",
    kind: "practice",
    title: "Practice sets",
    note: "Weak-area and favourites sets are graded, not scored: you have seen their answers.",
  },
] as const

export const HISTORY_EMPTY = "No completed tests found. Start taking practice tests to see your analytics here."

/** /practice/analytics: the student's completed tests, figures and score over time. */
export function HistoryPage({
  userId,
  resultsPath,
  prediction,
}: {
  userId: string
  resultsPath?: ResultsPath
  /** The score predictor's card (the route passes it; it loads its own data). */
  prediction?: ReactNode
}) {
  const history = useTestHistory(userId)
  // How long each attempt's clock was stopped (Save and Exit, pauses): the 200 newest, as the server allows.
  const ids = (history.data?.tests ?? []).slice(0, 200).map((t) => t.id)
  const pauses = useAttemptPauses(ids)
  const pauseMap = new Map((pauses.data ?? []).map((p) => [p.id, p]))
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold">Test History</h1>
        <p className="mt-1 text-muted-foreground">Your completed practice tests and how your scores have moved.</p>
      </div>
      {/*
        The predictor, the figures and the tables (with their pause notes) load separately:
        shown together, so none pushes the others down when it answers.
      */}
      <LoadTogether
        members={prediction ? ["prediction"] : []}
        // Pauses: loading only once there are tests to ask about (disabled with none: settled).
        ready={querySettled(history) && !pauses.isLoading}
        className="space-y-6"
        fallback={<HistorySkeleton />}
      >
        {prediction}
        {history.isPending ? (
          <LoadingState label="Loading your test history…" />
        ) : history.isError ? (
          <ErrorState message="We couldn't load your test history." onRetry={() => void history.refetch()} />
        ) : history.data.tests.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
            {HISTORY_EMPTY}
          </p>
        ) : (
          <>
            <HistoryStats
              figures={scoreFigures(fullSats(history.data.tests))}
              count={history.data.stats.count}
              minutesPractised={history.data.stats.minutes_practised}
              sections={history.data.stats.sections}
            />
            <ScoreChartCard tests={history.data.tests} />
            {HISTORY_GROUPS.map((g) => (
              <HistoryGroup
                key={g.id}
                id={g.id}
                title={g.title}
                note={g.note}
                tests={history.data.tests.filter((t) => t.kind === g.kind)}
                resultsPath={resultsPath}
                pauses={pauseMap}
              />
            ))}
          </>
        )}
        <nav aria-label="Section analytics" className="flex flex-wrap gap-2">
          {SECTIONS.map((s) => (
            <Link
              key={s}
              to={`/practice/analytics/${s}`}
              className="rounded-full border border-border bg-card px-4 py-2 text-sm font-medium hover:bg-muted"
            >
              {SECTION_TITLES[s]} analytics
            </Link>
          ))}
        </nav>
      </LoadTogether>
    </div>
  )
}

/** History's outline while it loads: the predictor card, four figures, the chart, a table. */
function HistorySkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading your test history…</span>
      <SkeletonCard lines={["w-56", "w-full max-w-xl", "w-2/3 max-w-md", "w-28"]} />
      <div aria-hidden className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <SkeletonCard key={i} lines={["w-20", "w-16"]} className="p-4" />
        ))}
      </div>
      <SkeletonCard lines={["w-40", "w-full", "w-full", "w-full", "w-full", "w-5/6"]} />
      <SkeletonCard lines={["w-32", "w-full", "w-full", "w-full"]} />
    </div>
  )
}
