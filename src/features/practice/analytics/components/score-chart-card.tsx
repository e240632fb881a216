import { lazy, Suspense, useMemo } from "react"
import { useResolvedTheme } from "@/features/practice/shell/hooks/use-preferences"
import type { HistoryEntry } from "../api/history"
import {
  FULL_SAT_WORDS,
  fullSats,
  scoreSeries,
  SECTION_WORDS,
  sectionSeries,
  seriesSummary,
  type SeriesWords,
} from "../domain/history-summary"
import { SCALES } from "../domain/score-scale"

const LineChart = lazy(() => import("./line-chart"))

type Point = { t: number; score: number }

/** One chart on its real scale: the axis spans the scale, never 0 up. */
function ChartFigure(props: {
  title: string
  series: Point[]
  range: [number, number]
  label: string
  words: SeriesWords
}) {
  const theme = useResolvedTheme()
  const points = useMemo(() => props.series.map((p) => ({ t: p.t, y: p.score })), [props.series])
  return (
    <figure className="rounded-xl border border-border bg-card p-4">
      <figcaption className="mb-3">
        <span className="block font-semibold">{props.title}</span>
        <span className="text-sm text-muted-foreground">{seriesSummary(props.series, props.words)}</span>
      </figcaption>
      {points.length > 1 ? (
        <Suspense fallback={<div className="h-60" />}>
          <LineChart points={points} yRange={props.range} seriesLabel={props.label} theme={theme} />
        </Suspense>
      ) : null}
    </figure>
  )
}

/** Score over time: full SAT totals on 400-1600, and each section's tests on 200-800, apart. */
export function ScoreChartCard({ tests }: { tests: HistoryEntry[] }) {
  const sats = useMemo(() => scoreSeries(fullSats(tests)), [tests])
  const math = useMemo(() => sectionSeries(tests, "math"), [tests])
  const rw = useMemo(() => sectionSeries(tests, "reading_writing"), [tests])
  const total: [number, number] = [SCALES.total.min, SCALES.total.max]
  const section: [number, number] = [SCALES.section.min, SCALES.section.max]
  return (
    <div className="grid gap-4">
      <ChartFigure title="Full SAT scores" series={sats} range={total} label="Total score" words={FULL_SAT_WORDS} />
      {math.length > 0 || rw.length > 0 ? (
        <div className="grid gap-4 md:grid-cols-2">
          {math.length > 0 ? (
            <ChartFigure
              title="Math section tests"
              series={math}
              range={section}
              label="Math score"
              words={SECTION_WORDS}
            />
          ) : null}
          {rw.length > 0 ? (
            <ChartFigure
              title="Reading and Writing section tests"
              series={rw}
              range={section}
              label="Reading and Writing estimate"
              words={SECTION_WORDS}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
