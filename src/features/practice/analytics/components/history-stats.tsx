import type { SectionStats } from "../api/history"
import type { ScoreFigures } from "../domain/history-summary"
import { formatPractised } from "../domain/history-summary"

type Props = {
  /** Figures over full SATs only (totals 400-1600). */
  figures: { all: ScoreFigures; marksRetakes: boolean; firstAttempts: ScoreFigures; retakes: ScoreFigures }
  count: number
  minutesPractised: number
  sections?: Partial<Record<"math" | "reading_writing", SectionStats>>
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  )
}

const score = (n: number | null | undefined) => (n == null ? "–" : String(n))

/**
 * Count, full-SAT average and highest (first attempts only: a retake or a
 * practice set has seen the keys), and real time practised. Section tests
 * have their own best per section, on 200-800.
 */
export function HistoryStats({ figures, count, minutesPractised, sections }: Props) {
  const { firstAttempts, retakes } = figures
  const retakeNote = (pick: "average" | "highest") =>
    retakes.count > 0 ? `Retakes: ${score(retakes[pick])}` : "Full SATs, on the 400–1600 scale"
  const bestSections = [
    ["Math", sections?.math?.highest_score],
    ["Reading and Writing", sections?.reading_writing?.highest_score],
  ].filter(([, v]) => v != null)
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Tests completed"
        value={String(count)}
        note={
          bestSections.length > 0
            ? `Best section tests: ${bestSections.map(([l, v]) => `${l} ${v}`).join(", ")}`
            : undefined
        }
      />
      <Stat
        label="Full SAT average (first attempts)"
        value={score(firstAttempts.average)}
        note={retakeNote("average")}
      />
      <Stat
        label="Full SAT highest (first attempts)"
        value={score(firstAttempts.highest)}
        note={retakeNote("highest")}
      />
      <Stat label="Time practised" value={formatPractised(minutesPractised)} />
    </dl>
  )
}
