import { HeaderRow, type HeaderColumn } from "@/components/ui/table"
import type { TopicAccuracy } from "../domain/topic-accuracy"

const columns: HeaderColumn[] = [{ label: "Topic" }, { label: "Accuracy" }, { label: "Correct", align: "right" }]

/** Accuracy per topic, weakest first; the bar repeats the percentage written beside it. */
export function TopicTable({ topics }: { topics: TopicAccuracy[] }) {
  return (
    <section aria-labelledby="topics-heading" className="space-y-3">
      <h2 id="topics-heading" className="text-lg font-bold">
        Accuracy by topic
      </h2>
      <div className="overflow-x-auto rounded-xl border border-border bg-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Accuracy by topic, weakest first</caption>
          <thead className="border-b border-border text-muted-foreground">
            <HeaderRow cell="px-4 py-3" columns={columns} />
          </thead>
          <tbody className="divide-y divide-border">
            {topics.map((t) => (
              <tr key={t.topic}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {t.topic}
                </th>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <span className="w-10 text-right tabular-nums">{t.accuracy}%</span>
                    <span aria-hidden="true" className="hidden h-2 w-32 overflow-hidden rounded-full bg-muted sm:block">
                      <span className="block h-full rounded-full bg-primary" style={{ width: `${t.accuracy}%` }} />
                    </span>
                  </div>
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {t.correct} / {t.attempts}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
