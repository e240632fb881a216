import { clsx } from "clsx"
import { InfoIcon } from "@/components/ui/icons"
import { Tooltip } from "@/components/ui/tooltip"
import type { Plan } from "../../content/pricing"
import { CtaLink } from "../shared/cta-link"
import { Pill } from "../shared/pill"

export function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}`
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        "relative flex flex-col rounded-3xl border bg-card p-8 shadow-sm",
        plan.featured ? "border-primary ring-1 ring-primary" : "border-border",
      )}
    >
      {plan.featured ? <Pill className="absolute -top-4 left-8">Best value</Pill> : null}
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-2xl font-extrabold">
          {plan.name}
        </h2>
        <Tooltip content={plan.details}>
          <button
            type="button"
            aria-label={`${plan.name} plan details`}
            className="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <InfoIcon />
          </button>
        </Tooltip>
      </div>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight">{plan.price}</span>
        <span className="text-lg font-medium text-muted-foreground">{plan.period}</span>
      </p>
      <p className="mt-3 mb-8 text-muted-foreground">{plan.summary}</p>
      <CtaLink size="lg" variant={plan.featured ? "primary" : "outline"} className="mt-auto w-full">
        {plan.cta}
      </CtaLink>
    </article>
  )
}
