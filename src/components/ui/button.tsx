import { clsx } from "clsx"
import type { ComponentProps } from "react"

/*
 * Classes are joined with clsx, not cn(): tailwind-merge costs ~8.5 kB gzip,
 * a tenth of the marketing entry budget. Variants therefore never overlap
 * with what callers add (callers pass layout classes such as width/margin).
 */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors select-none aria-disabled:cursor-not-allowed aria-disabled:opacity-40 disabled:pointer-events-none disabled:opacity-50"

const variants = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  outline: "border border-border bg-card text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  /** Confirms something that cannot be undone (Start over). A variant, never colour classes added to another one. */
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
} as const

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-sm",
  lg: "h-13 px-8 text-base",
  icon: "size-11",
} as const

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string }

/** Button classes, for links that look like buttons (every CTA is an <a>). */
export function buttonVariants({ variant = "primary", size = "md", className }: ButtonStyle = {}) {
  return clsx(base, variants[variant], sizes[size], className)
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return <button data-slot="button" type={type} className={buttonVariants({ variant, size, className })} {...props} />
}
