import * as RadioGroupPrimitive from "@radix-ui/react-radio-group"
import { clsx } from "clsx"
import type { ComponentProps } from "react"

/** Radix RadioGroup drawn as a segmented control: arrow keys move the choice, as native radios do. */
export function SegmentedGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="segmented-group"
      orientation="horizontal"
      className={clsx("inline-flex flex-wrap gap-1 rounded-xl border border-border bg-muted p-1", className)}
      {...props}
    />
  )
}

export function SegmentedItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="segmented-item"
      className={clsx(
        "inline-flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm",
        className,
      )}
      {...props}
    />
  )
}
