import { clsx } from "clsx"

/** A runner's tool toggle (Calculator, Reference, Highlights & Notes, the eliminator): pressed looks pressed. */
export const toolButton = (on: boolean) =>
  clsx(
    "inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-muted",
    on && "bg-accent text-accent-foreground ring-1 ring-primary",
  )
