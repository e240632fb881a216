import { clsx } from "clsx"
import type { ReactNode } from "react"
import { percent } from "../../../session/domain/progress"
import { scoreBand } from "../../domain/score-bands"
import { asTotal, bandText, SCALES, type BandedScore, type Scale } from "../../domain/score-scale"

/*
 * The band is a soft pill under the score, not the card's frame: a thick red
 * border read as an error message. The lowest band is orange, not red.
 */
const TONES = {
  green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  blue: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  yellow: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  red: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
} as const

export type AnswerCounts = { correct: number; incorrect: number; unanswered: number; total: number }

/** The headline score: a full SAT's total (400-1600) or a section test's section (200-800), with its band. */
export type Headline = BandedScore & { label: string; scale: Scale }

type Props = {
  /** Null for a practice set: graded, never scored. */
  headline: Headline | null
  percentile: number | null
  counts: AnswerCounts
  /** More figures under the counts (a full SAT's section scores). */
  children?: ReactNode
}

/** The estimated score on its real scale with its band, its colour band (named in words too), the percentile and the answer counts. */
export function ScoreSummary({ headline, percentile, counts, children }: Props) {
  const rows = [
    ["Correct", counts.correct],
    ["Incorrect", counts.incorrect],
    ["Unanswered", counts.unanswered],
  ] as const
  return (
    <section aria-label="Score" className="mt-6 grid gap-4 md:grid-cols-[16rem_1fr]">
      {headline ? <HeadlineCard headline={headline} percentile={percentile} /> : <PracticeCard />}
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

function HeadlineCard({ headline, percentile }: { headline: Headline; percentile: number | null }) {
  const { score, scale, label } = headline
  const band = scoreBand(score == null ? 0 : asTotal(score, scale))
  const likely = bandText(headline)
  return (
    <div className="rounded-xl border border-border bg-card p-6 text-center" data-testid="score-card">
      <p className="text-sm font-semibold text-muted-foreground">{label}</p>
      <p className="text-5xl font-extrabold tabular-nums">{score ?? "N/A"}</p>
      <p className="text-sm text-muted-foreground">
        on the {SCALES[scale].min}–{SCALES[scale].max} scale
      </p>
      {likely && <p className="mt-1 text-sm font-semibold text-foreground">{likely}</p>}
      <p className={clsx("mt-2 inline-block rounded-full px-3 py-0.5 text-sm font-bold", TONES[band.tone])}>
        {band.label}
      </p>
      {percentile != null && <p className="mt-1 text-sm text-foreground">Estimated percentile: {percentile}</p>}
    </div>
  )
}

function PracticeCard() {
  return (
    <div className="rounded-xl border border-border bg-card p-6 text-center">
      <p className="text-sm font-semibold text-muted-foreground">Practice set</p>
      <p className="mt-2 text-lg font-bold">Graded, not scored</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Practice sets reuse questions you have seen, so they give no SAT score and stay out of your history's highest
        and average.
      </p>
    </div>
  )
}
