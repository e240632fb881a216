import { lazy, Suspense } from "react"
import { ChevronDownIcon } from "@/components/ui/icons"
import type { FaqItem } from "../../content/faq"

// The questions render at once from the eager content; Radix Accordion
// (~6 kB gzip) follows in its own chunk and takes over the same layout.
const FaqAccordion = lazy(() => import("./faq-accordion").then((m) => ({ default: m.FaqAccordion })))

/** The closed accordion as static headings: same boxes and spacing, nothing to operate yet. */
function ClosedQuestions({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="rounded-2xl border border-border bg-card px-6 shadow-sm">
      {items.map((item) => (
        <h2
          key={item.id}
          className="flex items-center justify-between gap-4 border-b border-border py-5 text-lg font-semibold last:border-b-0"
        >
          {item.question}
          <ChevronDownIcon className="shrink-0 text-muted-foreground" />
        </h2>
      ))}
    </div>
  )
}

export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Suspense fallback={<ClosedQuestions items={items} />}>
      <FaqAccordion items={items} />
    </Suspense>
  )
}
