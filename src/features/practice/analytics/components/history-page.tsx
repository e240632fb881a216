import { Link } from "react-router-dom"
import { useAttemptPauses } from "@/features/practice/session/api/save-exit"
import { useTestHistory } from "../api/history"
import { scoreFigures } from "../domain/history-summary"
import { SECTION_TITLES, SECTIONS } from "../domain/topic-accuracy"
import { HistoryStats } from "./history-stats"
import { HistoryTable, type ResultsPath } from "./history-table"
import { ErrorState, LoadingState } from "./query-states"
import { ScoreChartCard } from "./score-chart-card"

export const HISTORY_EMPTY = "No completed tests found. Start taking practice tests to see your analytics here."

/** /practice/analytics: the student's completed tests, figures and score over time. */
export function HistoryPage({ userId, resultsPath }: { userId: string; resultsPath?: ResultsPath }) {
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
            figures={scoreFigures(history.data.tests)}
            count={history.data.stats.count}
            minutesPractised={history.data.stats.minutes_practised}
          />
          <ScoreChartCard tests={history.data.tests} />
          <section aria-labelledby="history-tests" className="space-y-3">
            <h2 id="history-tests" className="text-lg font-bold">
              Completed tests
            </h2>
            <HistoryTable tests={history.data.tests} resultsPath={resultsPath} pauses={pauseMap} />
          </section>
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
    </div>
  )
}
