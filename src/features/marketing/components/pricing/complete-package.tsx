import { completePackage } from "../../content/pricing"
import { CheckList } from "../shared/check-list"
import { SectionHeading } from "../shared/section-heading"

export function CompletePackage() {
  return (
    <section
      id="complete-package"
      aria-labelledby="package-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6"
    >
      <SectionHeading id="package-title" title={completePackage.title} intro={completePackage.intro} />
      <div className="mt-10 grid gap-5 sm:grid-cols-2">
        {completePackage.groups.map((group) => (
          <div key={group.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-bold">{group.title}</h3>
            <CheckList items={group.items} className="mt-4" />
          </div>
        ))}
      </div>
    </section>
  )
}
