import { schools } from "../../content/home"
import { CtaLink } from "../shared/cta-link"
import { SectionHeading } from "../shared/section-heading"
import { UniversityStrip } from "./university-strip"

export function Schools() {
  return (
    <section aria-labelledby="schools-title" className="py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="schools-title" title={schools.title} intro={schools.intro} />
      </div>
      <div className="mt-10">
        <UniversityStrip />
      </div>
      <div className="mx-auto mt-8 max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-center gap-5 rounded-3xl border border-border bg-card p-8 text-center shadow-sm md:flex-row md:justify-between md:text-left">
          <div>
            <p className="text-2xl font-extrabold">{schools.cta.title}</p>
            <p className="mt-1 text-lg text-muted-foreground">{schools.cta.body}</p>
          </div>
          <CtaLink size="lg">{schools.cta.label}</CtaLink>
        </div>
      </div>
    </section>
  )
}
