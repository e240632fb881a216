import * as Tabs from "@radix-ui/react-tabs"
import { clsx } from "clsx"
import type { ReactNode } from "react"
import type { SessionResult } from "../../../session/api/types"
import { TYPE_LABELS } from "../../../session/components/question-view"
import { percent } from "../../../session/domain/progress"
import { scoreBand } from "../../domain/score-bands"
import { ReviewedQuestionCard } from "./reviewed-question"

const TONES = {
  green: "border-emerald-600 text-emerald-800 dark:text-emerald-300",
  blue: "border-sky-600 text-sky-800 dark:text-sky-300",
  yellow: "border-amber-500 text-amber-800 dark:text-amber-300",
  red: "border-red-600 text-red-800 dark:text-red-300",
} as const

const TABS = [
  { value: "all", label: "All" },
  { value: "math", label: "Math" },
  { value: "reading", label: "Reading" },
  { value: "writing", label: "Writing" },
] as const

/** 'Test Complete!': the score, the counts, accuracy by section and every question reviewed. */
export function ResultsView({ result, actions }: { result: SessionResult; actions?: ReactNode }) {
  const total = result.total_score ?? 0
  const band = scoreBand(total)
  const counts = [
    ["Correct", result.correct],
    ["Incorrect", result.incorrect],
    ["Unanswered", result.unanswered],
  ] as const
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">Test Complete!</h1>
      <p className="mt-1 text-muted-foreground">
        {result.title}
        {result.is_retake && (
          <span className="ml-2 rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-foreground">Retake</span>
        )}
      </p>
      {result.is_retake && (
        <p className="mt-2 text-sm">This was a retake: history counts your first attempt apart from retakes.</p>
      )}

      <section aria-label="Score" className="mt-6 grid gap-4 md:grid-cols-[16rem_1fr]">
        <div className={clsx("rounded-xl border-4 bg-card p-6 text-center", TONES[band.tone])}>
          <p className="text-sm font-semibold text-muted-foreground">Estimated total score</p>
          <p className="text-5xl font-extrabold">{result.total_score ?? "N/A"}</p>
          <p className="text-sm text-muted-foreground">out of 1600</p>
          <p className="mt-2 font-bold">{band.label}</p>
          {result.percentile != null && (
            <p className="mt-1 text-sm text-foreground">Estimated percentile: {result.percentile}</p>
          )}
        </div>
        <ul className="grid gap-3 sm:grid-cols-3">
          {counts.map(([label, n]) => (
            <li key={label} className="rounded-xl border border-border bg-card p-5">
              <p className="text-sm font-semibold text-muted-foreground">{label}</p>
              <p className="text-3xl font-bold">{n}</p>
              <p className="text-sm">
                {percent(n, result.total)}% of {result.total}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {result.by_type.length > 0 && (
        <section aria-labelledby="by-section" className="mt-8">
          <h2 id="by-section" className="mb-3 text-xl font-bold">
            Accuracy by section
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {result.by_type.map((t) => (
              <li key={t.question_type} className="rounded-xl border border-border bg-card p-5">
                <p className="font-semibold">{TYPE_LABELS[t.question_type]}</p>
                <p className="text-3xl font-bold">{Math.round(t.accuracy_percentage)}%</p>
                <p className="text-sm">
                  {t.correct}/{t.total} correct · {Math.round(t.average_time_seconds)} s average
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}

      <section aria-labelledby="review-heading" className="mt-10">
        <h2 id="review-heading" className="mb-3 text-xl font-bold">
          Question review
        </h2>
        <Tabs.Root defaultValue="all">
          <Tabs.List aria-label="Filter questions by section" className="mb-4 flex flex-wrap gap-2">
            {TABS.map((tab) => {
              const n = result.questions.filter((q) => tab.value === "all" || q.question_type === tab.value).length
              return (
                <Tabs.Trigger
                  key={tab.value}
                  value={tab.value}
                  className="rounded-full border border-border px-4 py-1.5 text-sm font-semibold data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
                >
                  {tab.label} ({n})
                </Tabs.Trigger>
              )
            })}
          </Tabs.List>
          {TABS.map((tab) => {
            const qs = result.questions.filter((q) => tab.value === "all" || q.question_type === tab.value)
            return (
              <Tabs.Content key={tab.value} value={tab.value} className="grid gap-4">
                {qs.length ? (
                  qs.map((q) => <ReviewedQuestionCard key={q.question_id} q={q} />)
                ) : (
                  <p className="text-muted-foreground">No {tab.label} questions in this test.</p>
                )}
              </Tabs.Content>
            )
          })}
        </Tabs.Root>
      </section>
    </div>
  )
}
