import { bandText, type BandedScore } from "../../../analytics/domain/score-scale"

/** The two estimated section scores (200-800), each with its band, that add up to the total. */
export function SectionScores({ readingWriting, math }: { readingWriting: BandedScore; math: BandedScore }) {
  const rows = [
    ["Reading and Writing", readingWriting],
    ["Math", math],
  ] as const
  return (
    <ul aria-label="Section scores" className="grid grid-cols-2 gap-2 sm:gap-3">
      {rows.map(([label, s]) => (
        <li key={label} className="rounded-xl border border-border bg-card p-3 sm:p-5">
          <p className="text-xs font-semibold text-muted-foreground sm:text-sm">{label}</p>
          <p className="text-2xl font-bold tabular-nums sm:text-3xl">{s.score ?? "N/A"}</p>
          <p className="text-sm">estimated, on the 200–800 scale</p>
          {bandText(s) && <p className="text-sm font-semibold">{bandText(s)}</p>}
        </li>
      ))}
    </ul>
  )
}
