import { cloneElement, lazy, Suspense, use, useLayoutEffect, type ReactElement, type ReactNode } from "react"
import { rememberTriggerFocus, TooltipImplContext, type TooltipProps } from "./tooltip-context"

/*
 * Radix Tooltip brings floating-ui (~17 kB gzip), more than the marketing entry
 * can afford, and tooltips only matter once someone hovers or focuses. So the
 * provider loads Radix in its own chunk right after first render; until it
 * arrives the triggers render as plain elements, identical on screen.
 */
const TooltipGroup = lazy(() => import("./tooltip-radix").then((m) => ({ default: m.TooltipGroup })))

/**
 * Notes the focused trigger as the fallback unmounts. It renders before the
 * triggers, so its cleanup runs while their DOM is still attached.
 */
function FocusCarrier() {
  useLayoutEffect(() => rememberTriggerFocus, [])
  return null
}

/** Groups tooltips so they share the open delay and the skip window. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <>
          <FocusCarrier />
          {children}
        </>
      }
    >
      <TooltipGroup>{children}</TooltipGroup>
    </Suspense>
  )
}

type TriggerElement = ReactElement<{ "data-tooltip-trigger"?: string }>

export function Tooltip(props: TooltipProps) {
  const impl = use(TooltipImplContext)
  return impl ? impl.render(props) : cloneElement(props.children as TriggerElement, { "data-tooltip-trigger": "" })
}
