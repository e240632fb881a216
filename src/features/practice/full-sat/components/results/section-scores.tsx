/** The two estimated section scores (200-800) that add up to the total. */
export function SectionScores({ readingWriting, math }: { readingWriting: number | null; math: number | null }) {
  const rows = [
    ["Reading and Writing", readingWriting],
    ["Math", math],
  ] as const
  return (
    <ul aria-label="Section scores" className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, score]) => (
        <li key={label} className="rounded-xl border border-border bg-card p-5">
          <p className="text-sm font-semibold text-muted-foreground">{label}</p>
          <p className="text-3xl font-bold tabular-nums">{score ?? "N/A"}</p>
          <p className="text-sm">estimated, out of 800</p>
        </li>
      ))}
    </ul>
  )
}
