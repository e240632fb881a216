import { clsx } from "clsx"
import type { ReactNode } from "react"

/** A small rounded label (trust line, member badge, "Best value"). */
export function Pill({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={clsx(
        "inline-flex items-center gap-2 rounded-full border border-border bg-accent px-3.5 py-1 text-sm font-semibold text-accent-foreground",
        className,
      )}
    >
      {children}
    </p>
  )
}
