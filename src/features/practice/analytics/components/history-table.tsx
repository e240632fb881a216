import { Link } from "react-router-dom"
import { HeaderRow, type HeaderColumn } from "@/components/ui/table"
import { pauseSummary, type PauseFigures } from "@/features/practice/session/domain/pauses"
import type { HistoryEntry } from "../api/history"
import { bandText, sectionLabel } from "../domain/score-scale"

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" })

/** A row's score on its own scale with its band; a practice set is graded, not scored. */
function ScoreCell({ entry: t }: { entry: HistoryEntry }) {
  if (t.kind === "practice") return <span className="text-muted-foreground">Not scored</span>
  const full = t.kind === "full_sat"
  const value = full ? t.total_score : (t.section_score ?? null)
  if (value === null) return <>N/A</>
  const band = full
    ? bandText({ score: value, low: t.total_low ?? null, high: t.total_high ?? null })
    : bandText({ score: value, low: t.score_low ?? null, high: t.score_high ?? null })
  return (
    <>
      <span className="font-bold">{value}</span>
      <span className="text-muted-foreground"> / {full ? 1600 : 800}</span>
      {band ? <span className="block text-xs text-muted-foreground">{band}</span> : null}
    </>
  )
}

/** Where a row's results screen lives (the app knows the routes); null when it has none. */
export type ResultsPath = (entry: HistoryEntry) => string | null

const columns: HeaderColumn[] = [
  { label: "Date" },
  { label: "Test" },
  { label: "Score", align: "right" },
  { label: "Correct", align: "right", className: "hidden sm:table-cell" },
]

/** Every completed test, newest first, each linking to its results: also the chart's text alternative. */
export function HistoryTable({
  tests,
  resultsPath,
  pauses,
  caption = "Completed tests, newest first",
}: {
  tests: HistoryEntry[]
  resultsPath?: ResultsPath
  /** Per attempt id: how long its clock was stopped (Save and Exit, pauses). */
  pauses?: ReadonlyMap<string, PauseFigures>
  caption?: string
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-muted-foreground">
          <HeaderRow cell="px-4 py-3" columns={columns} />
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
                  {t.kind === "test" && sectionLabel(t.section) ? (
                    <span className="block text-xs text-muted-foreground">{sectionLabel(t.section)}</span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  <ScoreCell entry={t} />
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
