import type { Point } from "../../content/home"
import { PointIcon } from "./point-icon"

/** Cards of icon, title and body: pain points, claims, tutor strengths. */
export function PointGrid({ points, columns = 3 }: { points: readonly Point[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns]
  return (
    <ul className={`grid gap-5 ${grid}`}>
      {points.map((point) => (
        <li key={point.title} className="rounded-2xl border border-border bg-card p-5 shadow-sm md:p-6">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent text-primary">
            <PointIcon name={point.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold">{point.title}</h3>
          <p className="mt-2 text-pretty text-muted-foreground">{point.body}</p>
        </li>
      ))}
    </ul>
  )
}
