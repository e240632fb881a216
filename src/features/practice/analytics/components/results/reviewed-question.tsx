import { clsx } from "clsx"
import { OPTION_LETTERS, type ReviewedQuestion } from "../../../session/api/types"
import { HtmlContent } from "../../../session/components/html-content"
import { TYPE_LABELS } from "../../../session/components/question-view"

/** The key of a question in words: a letter, or the accepted responses of an SPR question. */
function keyText(q: ReviewedQuestion): string {
  if (q.format === "mcq") return q.correct_answer ?? "—"
  return [q.correct_answer, ...(q.accepted_answers ?? [])].filter((x, i, all) => x && all.indexOf(x) === i).join(" or ")
}

/** One question after submission: options marked right and wrong in words and colour, and the explanation. */
export function ReviewedQuestionCard({ q }: { q: ReviewedQuestion }) {
  const unanswered = q.user_answer == null
  return (
    <article aria-labelledby={`rq-${q.question_id}`} className="rounded-xl border border-border bg-card p-5">
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h3 id={`rq-${q.question_id}`} className="font-bold">
          Question {q.position}
        </h3>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold">
          {TYPE_LABELS[q.question_type]}
        </span>
        {unanswered ? (
          <span className="rounded-full border border-muted-foreground px-2.5 py-0.5 text-xs font-semibold">
            Unanswered
          </span>
        ) : q.is_correct ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
            ✓ Correct
          </span>
        ) : (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
            ✗ Incorrect
          </span>
        )}
      </header>
      {q.passage && (
        <details className="mb-3 rounded-lg bg-muted p-3 text-sm">
          <summary className="cursor-pointer font-semibold">Passage</summary>
          <HtmlContent html={q.passage} className="mt-2 font-serif" />
        </details>
      )}
      <HtmlContent html={q.question_text} className="mb-4" />
      {q.options && (
        <ul className="mb-4 grid gap-2">
          {OPTION_LETTERS.map((l) => {
            const correct = q.correct_answer === l
            const wrongChoice = q.user_answer === l && !correct
            return (
              <li
                key={l}
                className={clsx(
                  "flex items-start gap-3 rounded-lg border-2 px-3 py-2 text-sm",
                  correct && "border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950",
                  wrongChoice && "border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950",
                  !correct && !wrongChoice && "border-border",
                )}
              >
                <span className="font-bold">{l}.</span>
                <HtmlContent html={q.options![l]} className="flex-1" />
                {correct && (
                  <span className="text-xs font-bold text-emerald-800 dark:text-emerald-300">Correct answer</span>
                )}
                {wrongChoice && <span className="text-xs font-bold text-red-800 dark:text-red-300">Your choice</span>}
              </li>
            )
          })}
        </ul>
      )}
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Your answer: </dt>
          <dd className="inline">{q.user_answer ?? "—"}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Correct answer: </dt>
          <dd className="inline">{keyText(q)}</dd>
        </div>
      </dl>
      {q.explanation && (
        <div className="mt-4 rounded-lg bg-muted p-3 text-sm">
          <p className="mb-1 font-semibold">Explanation</p>
          <HtmlContent html={q.explanation} />
        </div>
      )}
    </article>
  )
}
