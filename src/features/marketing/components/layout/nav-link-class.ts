import { clsx } from "clsx"

/** Shared look of header and drawer links; the active route is tinted and bold. */
export function navLinkClass(isActive: boolean, size: "bar" | "drawer") {
  return clsx(
    "rounded-full font-semibold transition-colors",
    size === "bar" ? "px-2 py-2 text-sm whitespace-nowrap lg:px-3" : "block px-4 py-3 text-base",
    isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:text-foreground hover:bg-muted",
  )
}
