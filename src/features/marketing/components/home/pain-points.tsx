import { painPoints } from "../../content/home"
import { PointGrid } from "../shared/point-grid"
import { SectionHeading } from "../shared/section-heading"

export function PainPoints() {
  return (
    <section aria-labelledby="pain-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <SectionHeading id="pain-title" title={painPoints.title} />
      <div className="mt-10">
        <PointGrid points={painPoints.points} />
      </div>
      <div className="mt-8 rounded-3xl bg-primary px-6 py-8 text-center text-primary-foreground md:px-12">
        <p className="text-2xl font-extrabold md:text-3xl">{painPoints.banner.title}</p>
        <p className="mx-auto mt-2 max-w-2xl text-lg opacity-95">{painPoints.banner.body}</p>
      </div>
    </section>
  )
}
