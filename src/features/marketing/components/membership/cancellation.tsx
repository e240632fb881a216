import { brand } from "@/config/brand"
import { cancellation } from "../../content/membership"
import { CtaLink } from "../shared/cta-link"

export function Cancellation() {
  return (
    <section aria-labelledby="cancel-title" className="mx-auto max-w-4xl px-4 pt-12 pb-20 sm:px-6">
      <div className="rounded-3xl border border-border bg-card p-6 shadow-sm md:p-10">
        <h2 id="cancel-title" className="text-2xl font-extrabold md:text-3xl">
          {cancellation.title}
        </h2>
        <ol className="mt-6 space-y-4">
          {cancellation.steps.map((step, i) => (
            <li key={step} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <span className="pt-1 text-lg">{step}</span>
            </li>
          ))}
        </ol>
        <ul className="mt-8 space-y-2 text-muted-foreground">
          {cancellation.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <CtaLink href={brand.membershipUrl} size="lg" className="mt-8 w-full sm:w-auto">
          {cancellation.cta}
        </CtaLink>
      </div>
    </section>
  )
}
