import { HeaderRow, type HeaderColumn } from "@/components/ui/table"
import type { DomainAccuracy } from "../../domain/result-breakdown"

const columns: HeaderColumn[] = [{ label: "Skill" }, { label: "Correct", align: "right" }]

/** Accuracy per content domain, each with its skills (weakest first): where the next practice should go. */
export function DomainAccuracyList({ domains }: { domains: DomainAccuracy[] }) {
  if (domains.length === 0) return null
  return (
    <section aria-labelledby="by-domain" className="mt-8">
      <h2 id="by-domain" className="mb-3 text-xl font-bold">
        Accuracy by domain and skill
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {domains.map((d) => (
          <li key={`${d.section}:${d.domain}`} className="rounded-xl border border-border bg-card p-5">
            <p className="text-xs text-muted-foreground">{d.sectionName}</p>
            <h3 className="font-semibold">{d.domain}</h3>
            <p className="mt-1 text-sm">
              <span className="text-2xl font-bold tabular-nums">{d.percent}%</span> · {d.correct}/{d.total} correct
            </p>
            <table className="mt-3 w-full text-left text-sm">
              <caption className="sr-only">Skills in {d.domain}, weakest first</caption>
              <thead className="text-muted-foreground">
                <HeaderRow cell="py-1" columns={columns} />
              </thead>
              <tbody className="divide-y divide-border">
                {d.skills.map((s) => (
                  <tr key={s.skill}>
                    <td className="py-1.5 pr-3">{s.skill}</td>
                    <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                      {s.correct}/{s.total} ({s.percent}%)
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
    </section>
  )
}
