import * as TooltipPrimitive from "@radix-ui/react-tooltip"
import { useCallback, useLayoutEffect, useState, type ReactNode } from "react"
import { restoreTriggerFocus, TooltipImplContext, type TooltipProps } from "./tooltip-context"

/** Spec timings: opens after 700 ms of hover, a 300 ms skip window, 4 px from the trigger. */
export const tooltipTiming = { delayDuration: 700, skipDelayDuration: 300, sideOffset: 4 } as const

function RadixTooltip({ content, children, side = "top" }: TooltipProps) {
  // Portal into the trigger's own landmark (its <main>), not <body>: the layer
  // escapes overflow clipping yet stays inside a landmark for screen readers.
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const trigger = useCallback((node: HTMLElement | null) => setContainer(node?.closest("main") ?? null), [])
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild data-tooltip-trigger="" ref={trigger}>
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal container={container}>
        <TooltipPrimitive.Content
          data-slot="tooltip-content"
          side={side}
          sideOffset={tooltipTiming.sideOffset}
          className="z-50 max-w-64 animate-fade-in rounded-lg bg-foreground px-3 py-2 text-xs leading-snug font-medium text-background shadow-lg motion-reduce:animate-none"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}

// The tooltip element, handed to `Tooltip` through context. Module-level so the context value never changes.
const impl = { render: (props: TooltipProps) => <RadixTooltip {...props} /> }

/**
 * The Radix provider plus the implementation `Tooltip` picks up. Code that is
 * already in a lazy chunk can use it directly instead of `TooltipProvider`.
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  useLayoutEffect(restoreTriggerFocus, [])
  return (
    <TooltipPrimitive.Provider
      delayDuration={tooltipTiming.delayDuration}
      skipDelayDuration={tooltipTiming.skipDelayDuration}
    >
      <TooltipImplContext value={impl}>{children}</TooltipImplContext>
    </TooltipPrimitive.Provider>
  )
}
