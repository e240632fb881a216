import { Link } from "react-router-dom"
import { pauseSummary, type PauseFigures } from "@/features/practice/session/domain/pauses"
import type { HistoryEntry } from "../api/history"

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" })

/** Where a row's results screen lives (the app knows the routes); null when it has none. */
export type ResultsPath = (entry: HistoryEntry) => string | null

/** Every completed test, newest first, each linking to its results: also the chart's text alternative. */
export function HistoryTable({
  tests,
  resultsPath,
  pauses,
}: {
  tests: HistoryEntry[]
  resultsPath?: ResultsPath
  /** Per attempt id: how long its clock was stopped (Save and Exit, pauses). */
  pauses?: ReadonlyMap<string, PauseFigures>
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Completed tests, newest first</caption>
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Test
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Score
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">
              Correct
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {tests.map((t) => {
            const href = resultsPath?.(t)
            return (
              <tr key={t.id}>
                <td className="px-4 py-3 whitespace-nowrap">{dateFormat.format(new Date(t.completed_at))}</td>
                <td className="px-4 py-3">
                  {href ? (
                    <Link
                      to={href}
                      aria-label={`${t.title}, results of ${dateFormat.format(new Date(t.completed_at))}`}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {t.title}
                    </Link>
                  ) : (
                    <span className="font-medium">{t.title}</span>
                  )}
                  {t.is_retake ? (
                    <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
                      Retake
                    </span>
                  ) : null}
                  {pauseSummary(pauses?.get(t.id)) ? (
                    <span className="block text-xs text-muted-foreground">{pauseSummary(pauses?.get(t.id))}</span>
                  ) : null}
                  {t.kind === "full_sat" && t.reading_writing_score !== null && t.math_score !== null ? (
                    <span className="block text-xs text-muted-foreground">
                      Reading and Writing {t.reading_writing_score} · Math {t.math_score}
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {t.total_score === null ? (
                    "N/A"
                  ) : (
                    <>
                      <span className="font-bold">{t.total_score}</span>
                      <span className="text-muted-foreground"> / 1600</span>
                    </>
                  )}
                </td>
                <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">
                  {t.correct !== null && t.total !== null ? `${t.correct} / ${t.total}` : "–"}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
