import { comparison } from "../../content/pricing"
import { SectionHeading } from "../shared/section-heading"

export function ComparisonTable() {
  return (
    <section aria-labelledby="compare-title" className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
      <SectionHeading id="compare-title" title={comparison.title} />
      <div className="mt-8 overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
        <table className="w-full text-left text-sm md:text-base">
          <caption className="sr-only">{`${comparison.columns.us} compared with ${comparison.columns.them}`}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3 md:p-4">
                <span className="sr-only">Feature</span>
              </th>
              <th scope="col" className="p-3 font-extrabold text-primary md:p-4">
                {comparison.columns.us}
              </th>
              <th scope="col" className="p-3 font-semibold text-muted-foreground md:p-4">
                {comparison.columns.them}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {comparison.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="p-3 font-semibold md:p-4">
                  {row.feature}
                </th>
                <td className="p-3 font-medium md:p-4">{row.us}</td>
                <td className="p-3 text-muted-foreground md:p-4">{row.them}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
