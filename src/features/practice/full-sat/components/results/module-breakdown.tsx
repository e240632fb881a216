import type { ModuleRow } from "../../domain/result-breakdown"

/** Each module's right answers, and the tier of the adaptive modules (shown here and nowhere else). */
export function ModuleBreakdown({ rows }: { rows: ModuleRow[] }) {
  return (
    <section aria-labelledby="by-module" className="mt-8">
      <h2 id="by-module" className="mb-3 text-xl font-bold">
        Modules
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2">
        {rows.map((m) => (
          <li key={m.order} className="rounded-xl border border-border bg-card p-5" aria-label={m.title}>
            <p className="font-semibold">{m.title}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-bold tabular-nums">
                {m.correct}/{m.total}
              </span>
              <span className="text-sm">correct ({m.percent}%)</span>
            </p>
            {m.tier && (
              <p className="mt-2">
                <span className="rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-semibold">
                  {m.tier}
                </span>
              </p>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-muted-foreground">
        Modules 2 and 4 adapt to you: a strong first module leads to a harder second module, which is worth more.
      </p>
    </section>
  )
}
