import { HtmlContent } from "@/features/practice/session/components/html-content"
import { Button } from "@/components/ui/button"
import type { ReviewCheck } from "../api/types"
import { keyText } from "../domain/answer"

/** The verdict, the key, the explanation and 'Try Again', announced when it appears. */
export function AnswerFeedback({ check, onTryAgain }: { check: ReviewCheck; onTryAgain: () => void }) {
  return (
    <div
      className={
        check.is_correct
          ? "rounded-xl border-2 border-emerald-600 bg-emerald-50 p-5 dark:border-emerald-500 dark:bg-emerald-950"
          : "rounded-xl border-2 border-red-600 bg-red-50 p-5 dark:border-red-500 dark:bg-red-950"
      }
    >
      <p className="text-lg font-bold">{check.is_correct ? "✓ Correct" : "✗ Incorrect"}</p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Your answer: </dt>
          <dd className="inline font-mono">{check.user_answer}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Correct answer: </dt>
          <dd className="inline font-mono">{keyText(check)}</dd>
        </div>
      </dl>
      {check.explanation && (
        <div className="mt-4">
          <h3 className="text-sm font-bold">Explanation</h3>
          <HtmlContent html={check.explanation} className="mt-1 text-sm leading-relaxed" />
        </div>
      )}
      <Button variant="outline" size="sm" className="mt-4" onClick={onTryAgain}>
        Try Again
      </Button>
    </div>
  )
}
