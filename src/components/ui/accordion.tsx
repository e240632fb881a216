import * as AccordionPrimitive from "@radix-ui/react-accordion"
import { clsx } from "clsx"
import type { ComponentProps } from "react"
import { ChevronDownIcon } from "./icons"

export function Accordion(props: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" {...props} />
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={clsx("border-b border-border last:border-b-0", className)}
      {...props}
    />
  )
}

type TriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }

/** The trigger sits in a heading (h3 unless told) so questions stay in the page's outline. */
export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: TriggerProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={clsx(
            "flex flex-1 items-center justify-between gap-4 py-5 text-left font-semibold transition-colors hover:text-primary [&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon className="shrink-0 text-muted-foreground transition-transform duration-200" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  )
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down motion-reduce:animate-none"
      {...props}
    >
      <div className={clsx("pb-5", className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}
