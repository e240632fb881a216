/** The two estimated section scores (200-800) that add up to the total. */
export function SectionScores({ readingWriting, math }: { readingWriting: number | null; math: number | null }) {
  const rows = [
    ["Reading and Writing", readingWriting],
    ["Math", math],
  ] as const
  return (
    <ul aria-label="Section scores" className="grid grid-cols-2 gap-2 sm:gap-3">
      {rows.map(([label, score]) => (
        <li key={label} className="rounded-xl border border-border bg-card p-3 sm:p-5">
          <p className="text-xs font-semibold text-muted-foreground sm:text-sm">{label}</p>
          <p className="text-2xl font-bold tabular-nums sm:text-3xl">{score ?? "N/A"}</p>
          <p className="text-sm">estimated, out of 800</p>
        </li>
      ))}
    </ul>
  )
}
