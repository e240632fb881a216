import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion"
import type { FaqItem } from "../../content/faq"

/** One answer open at a time; activating the open question closes it. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-2xl border border-border bg-card px-6 shadow-sm">
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger headingLevel={2} className="text-lg">
            {item.question}
          </AccordionTrigger>
          <AccordionContent className="text-base text-pretty text-muted-foreground">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
