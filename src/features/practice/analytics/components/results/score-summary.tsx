import { clsx } from "clsx"
import type { ReactNode } from "react"
import { percent } from "../../../session/domain/progress"
import { scoreBand } from "../../domain/score-bands"

const TONES = {
  green: "border-emerald-600 text-emerald-800 dark:text-emerald-300",
  blue: "border-sky-600 text-sky-800 dark:text-sky-300",
  yellow: "border-amber-500 text-amber-800 dark:text-amber-300",
  red: "border-red-600 text-red-800 dark:text-red-300",
} as const

export type AnswerCounts = { correct: number; incorrect: number; unanswered: number; total: number }

type Props = {
  totalScore: number | null
  percentile: number | null
  counts: AnswerCounts
  /** More figures under the counts (a full SAT's section scores). */
  children?: ReactNode
}

/** The estimated total in its colour band (named in words too), the percentile and the answer counts. */
export function ScoreSummary({ totalScore, percentile, counts, children }: Props) {
  const band = scoreBand(totalScore ?? 0)
  const rows = [
    ["Correct", counts.correct],
    ["Incorrect", counts.incorrect],
    ["Unanswered", counts.unanswered],
  ] as const
  return (
    <section aria-label="Score" className="mt-6 grid gap-4 md:grid-cols-[16rem_1fr]">
      <div className={clsx("rounded-xl border-4 bg-card p-6 text-center", TONES[band.tone])}>
        <p className="text-sm font-semibold text-muted-foreground">Estimated total score</p>
        <p className="text-5xl font-extrabold">{totalScore ?? "N/A"}</p>
        <p className="text-sm text-muted-foreground">out of 1600</p>
        <p className="mt-2 font-bold">{band.label}</p>
        {percentile != null && <p className="mt-1 text-sm text-foreground">Estimated percentile: {percentile}</p>}
      </div>
      <div className="grid content-start gap-3">
        <ul className="grid grid-cols-3 gap-2 sm:gap-3">
          {rows.map(([label, n]) => (
            <li key={label} className="rounded-xl border border-border bg-card p-3 sm:p-5">
              <p className="text-xs font-semibold text-muted-foreground sm:text-sm">{label}</p>
              <p className="text-2xl font-bold sm:text-3xl">{n}</p>
              <p className="text-sm">
                {percent(n, counts.total)}% of {counts.total}
              </p>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  )
}
