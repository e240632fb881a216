import { lazy, Suspense, useMemo } from "react"
import { useResolvedTheme } from "@/features/practice/shell/hooks/use-preferences"
import type { SectionResult } from "../api/history"

const LineChart = lazy(() => import("./line-chart"))
const percentRange: [number, number] = [0, 100]
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" })

/** Accuracy in this section test by test: a chart for the eye and the same figures as a list. */
export function SectionTrend({ results }: { results: SectionResult[] }) {
  const theme = useResolvedTheme()
  const points = useMemo(
    () => results.map((r) => ({ t: Math.floor(Date.parse(r.completedAt) / 1000), y: r.accuracy })),
    [results],
  )
  if (results.length === 0) return null
  return (
    <section aria-labelledby="trend-heading" className="space-y-3 rounded-xl border border-border bg-card p-4">
      <h2 id="trend-heading" className="text-lg font-bold">
        Accuracy over time
      </h2>
      {points.length > 1 ? (
        <Suspense fallback={<div className="h-60" />}>
          <LineChart points={points} yRange={percentRange} seriesLabel="Accuracy" theme={theme} />
        </Suspense>
      ) : null}
      <ol className="divide-y divide-border text-sm">
        {results.map((r, i) => (
          <li key={`${r.completedAt}-${i}`} className="flex justify-between gap-4 py-2">
            <span>{dateFormat.format(new Date(r.completedAt))}</span>
            <span className="tabular-nums">
              <strong>{Math.round(r.accuracy)}%</strong>
              <span className="text-muted-foreground">
                {" "}
                ({r.correct} / {r.total})
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
