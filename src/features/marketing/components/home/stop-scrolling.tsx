import { stopScrolling } from "../../content/home"
import { PointGrid } from "../shared/point-grid"
import { SectionHeading } from "../shared/section-heading"

export function StopScrolling() {
  return (
    <section aria-labelledby="scroll-title" className="border-y border-border bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <SectionHeading id="scroll-title" title={stopScrolling.title} intro={stopScrolling.intro} />
        <div className="mt-10">
          <PointGrid points={stopScrolling.claims} />
        </div>
      </div>
    </section>
  )
}
