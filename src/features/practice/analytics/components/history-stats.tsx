import type { ScoreFigures } from "../domain/history-summary"
import { formatPractised } from "../domain/history-summary"

type Props = {
  figures: { all: ScoreFigures; marksRetakes: boolean; firstAttempts: ScoreFigures; retakes: ScoreFigures }
  count: number
  minutesPractised: number
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

const score = (n: number | null) => (n === null ? "–" : String(n))

/** Count, average, highest and real time practised; retakes apart when the server marks them. */
export function HistoryStats({ figures, count, minutesPractised }: Props) {
  const { marksRetakes, firstAttempts, retakes, all } = figures
  const retakeNote = (pick: "average" | "highest") =>
    marksRetakes && retakes.count > 0 ? `Retakes: ${score(retakes[pick])}` : undefined
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Tests completed"
        value={String(count)}
        note={
          marksRetakes && retakes.count > 0 ? `${retakes.count} retake${retakes.count === 1 ? "" : "s"}` : undefined
        }
      />
      <Stat
        label={marksRetakes ? "Average (first attempts)" : "Average score"}
        value={score(marksRetakes ? firstAttempts.average : all.average)}
        note={retakeNote("average")}
      />
      <Stat
        label={marksRetakes ? "Highest (first attempts)" : "Highest score"}
        value={score(marksRetakes ? firstAttempts.highest : all.highest)}
        note={retakeNote("highest")}
      />
      <Stat label="Time practised" value={formatPractised(minutesPractised)} />
    </dl>
  )
}
