import { Link } from "react-router-dom"
import { buttonVariants } from "@/components/ui/button"
import { QuestionReview } from "../../../analytics/components/results/question-review"
import { PauseNote } from "@/features/practice/session/components/pause-note"
import { ResultsHeader } from "../../../analytics/components/results/results-header"
import { ScoreSummary } from "../../../analytics/components/results/score-summary"
import { TypeAccuracy } from "../../../analytics/components/results/type-accuracy"
import type { FullSatResult } from "../../api/get-full-sat-result"
import { answerCounts, domainAccuracy, moduleRows } from "../../domain/result-breakdown"
import { fullSatPaths } from "../../paths"
import { DomainAccuracyList } from "./domain-accuracy"
import { ModuleBreakdown } from "./module-breakdown"
import { SectionScores } from "./section-scores"

/**
 * A completed full SAT: the section test's results screen (score in its
 * band, percentile, counts, accuracy, question review) plus the section
 * scores, the four modules with their tiers and accuracy by domain and skill.
 */
export function FullSatResultsView({ result }: { result: FullSatResult }) {
  const { session } = result
  const rows = moduleRows(result.modules)
  const tabs = rows.map((m) => ({
    value: `module-${m.order}`,
    label: m.title,
    questions: result.questions.filter((q) => q.module_order === m.order),
    empty: "No questions in this module.",
  }))
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ResultsHeader title={result.title} isRetake={result.is_retake} />
      <PauseNote attemptId={session.id} className="mb-4 text-sm text-muted-foreground" />
      <ScoreSummary
        headline={{
          label: "Estimated total score",
          scale: "total",
          score: session.total_score,
          low: session.total_low,
          high: session.total_high,
        }}
        percentile={session.percentile}
        counts={answerCounts(result.questions)}
      >
        <SectionScores
          readingWriting={{
            score: session.reading_writing_score,
            low: session.reading_writing_low,
            high: session.reading_writing_high,
          }}
          math={{ score: session.math_score, low: session.math_low, high: session.math_high }}
        />
      </ScoreSummary>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={fullSatPaths.intro(session.practice_test_id)} className={buttonVariants({ size: "sm" })}>
          Retake Test
        </Link>
        <Link to="/practice/analytics" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Test history
        </Link>
        <Link
          to={fullSatPaths.report(session.practice_test_id, session.id)}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Print score report
        </Link>
      </div>
      <ModuleBreakdown rows={rows} />
      <TypeAccuracy byType={result.by_type} />
      <DomainAccuracyList domains={domainAccuracy(result.questions)} />
      <QuestionReview tabs={tabs} listLabel="Questions by module" />
    </div>
  )
}
