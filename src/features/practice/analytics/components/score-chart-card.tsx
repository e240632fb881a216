import { lazy, Suspense, useMemo } from "react"
import { useResolvedTheme } from "@/features/practice/shell/hooks/use-preferences"
import type { HistoryEntry } from "../api/history"
import { scoreSeries, seriesSummary } from "../domain/history-summary"

const LineChart = lazy(() => import("./line-chart"))
// Section tests score round(correct / total x 1600), so a score can be anywhere from 0.
const scoreRange: [number, number] = [0, 1600]

/** Score over time: the chart is drawn for the eye; the summary (and the table below) carry it in text. */
export function ScoreChartCard({ tests }: { tests: HistoryEntry[] }) {
  const theme = useResolvedTheme()
  const series = useMemo(() => scoreSeries(tests), [tests])
  const points = useMemo(() => series.map((p) => ({ t: p.t, y: p.score })), [series])
  return (
    <figure className="rounded-xl border border-border bg-card p-4">
      <figcaption className="mb-3">
        <span className="block font-semibold">Score over time</span>
        <span className="text-sm text-muted-foreground">{seriesSummary(series)}</span>
      </figcaption>
      {points.length > 1 ? (
        <Suspense fallback={<div className="h-60" />}>
          <LineChart points={points} yRange={scoreRange} seriesLabel="Total score" theme={theme} />
        </Suspense>
      ) : null}
    </figure>
  )
}
