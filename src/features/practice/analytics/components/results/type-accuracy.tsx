import type { TypeBreakdown } from "../../../session/api/types"
import { TYPE_LABELS } from "../../../session/components/question-view"

/**
 * One card per question type: accuracy, right of total and the average time,
 * when there is one (an untimed test may record no time: "0 s average" would
 * read as if the student spent none).
 */
export function TypeAccuracy({ byType }: { byType: TypeBreakdown[] }) {
  if (byType.length === 0) return null
  return (
    <section aria-labelledby="by-section" className="mt-8">
      <h2 id="by-section" className="mb-3 text-xl font-bold">
        Accuracy by section
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {byType.map((t) => (
          <li key={t.question_type} className="rounded-xl border border-border bg-card p-5">
            <p className="font-semibold">{TYPE_LABELS[t.question_type]}</p>
            <p className="text-3xl font-bold">{Math.round(t.accuracy_percentage)}%</p>
            <p className="text-sm">
              {t.correct}/{t.total} correct
              {Math.round(t.average_time_seconds) > 0 && ` · ${Math.round(t.average_time_seconds)} s average`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
