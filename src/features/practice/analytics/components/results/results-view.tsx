import type { ReactNode } from "react"
import type { SessionResult } from "../../../session/api/types"
import { QuestionReview } from "./question-review"
import { PauseNote } from "@/features/practice/session/components/pause-note"
import { ResultsHeader } from "./results-header"
import { sectionLabel } from "../../domain/score-scale"
import { ScoreSummary, type Headline } from "./score-summary"
import { TypeAccuracy } from "./type-accuracy"

const TABS = [
  { value: "all", label: "All" },
  { value: "math", label: "Math" },
  { value: "reading", label: "Reading" },
  { value: "writing", label: "Writing" },
] as const

/** A section test's headline: its section on 200-800 with its band; a practice set has none. */
function headline(result: SessionResult): Headline | null {
  const label = sectionLabel(result.section)
  if (!label || result.is_practice) return null
  return {
    label: result.section === "math" ? "Estimated Math score" : "Reading and Writing estimate",
    scale: "section",
    score: result.section_score ?? null,
    low: result.score_low ?? null,
    high: result.score_high ?? null,
  }
}

/** 'Test Complete!': the score, the counts, accuracy by section and every question reviewed. */
export function ResultsView({ result, actions }: { result: SessionResult; actions?: ReactNode }) {
  const tabs = TABS.map((tab) => ({
    ...tab,
    questions: result.questions.filter((q) => tab.value === "all" || q.question_type === tab.value),
    empty: `No ${tab.label} questions in this test.`,
  }))
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ResultsHeader title={result.title} isRetake={result.is_retake} />
      <PauseNote attemptId={result.session_id} className="mb-4 text-sm text-muted-foreground" />
      <ScoreSummary headline={headline(result)} percentile={result.percentile} counts={result} />
      <TypeAccuracy byType={result.by_type} />
      {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
      <QuestionReview tabs={tabs} listLabel="Filter questions by section" />
    </div>
  )
}
