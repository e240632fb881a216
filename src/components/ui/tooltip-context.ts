import { createContext, type ReactElement, type ReactNode } from "react"

export type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode
  /** The trigger: one focusable element (a button) that accepts a ref. */
  children: ReactElement
  side?: "top" | "right" | "bottom" | "left"
}

/** Filled by the lazily loaded Radix implementation; null until it arrives. */
export const TooltipImplContext = createContext<{ render: (props: TooltipProps) => ReactNode } | null>(null)

/*
 * When Radix arrives, the plain triggers are replaced by Radix ones (new DOM
 * nodes), which would drop keyboard focus. Both kinds carry
 * data-tooltip-trigger, in the same order, so focus is carried over by index:
 * noted as the plain ones unmount, restored once the Radix group has mounted.
 */
let pendingFocus = -1
const triggers = () => Array.from(document.querySelectorAll<HTMLElement>("[data-tooltip-trigger]"))

export function rememberTriggerFocus() {
  pendingFocus = triggers().indexOf(document.activeElement as HTMLElement)
}

/** Radix triggers carry data-state; focus the remembered one once it is a Radix trigger. */
export function restoreTriggerFocus() {
  const trigger = triggers()[pendingFocus]
  if (!trigger?.hasAttribute("data-state")) return
  pendingFocus = -1
  trigger.focus()
}
