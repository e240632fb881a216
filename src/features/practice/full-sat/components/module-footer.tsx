import { useId, type ReactNode } from "react"
import { Button } from "@/components/ui/button"
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons"
import { SteadyText } from "@/features/practice/session/components/steady-text"

type Props = {
  /** "Question 3 of 27", or null on Check Your Work. */
  position: string | null
  /** The widest the position gets ("Question 27 of 27"): the button keeps that width. */
  positionWidest?: string
  navigatorOpen: boolean
  onToggleNavigator: () => void
  navigator: ReactNode
  onBack: (() => void) | null
  next: { label: string; onClick: () => void; disabled?: boolean }
}

/** Bluebook's bottom bar: the navigator button in the centre, Back and Next on the right. */
export function ModuleFooter({
  position,
  positionWidest,
  navigatorOpen,
  onToggleNavigator,
  navigator,
  onBack,
  next,
}: Props) {
  const panelId = useId()
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-background">
      {navigatorOpen && position && (
        // At most half the screen, scrolling inside: an open Directions panel above stays in view.
        <div id={panelId} className="mx-auto max-h-[50dvh] max-w-md overflow-y-auto px-4 pt-3">
          {navigator}
        </div>
      )}
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-3 px-4 py-2 sm:grid-cols-[1fr_auto_1fr]">
        <span className="hidden sm:block" />
        {position ? (
          <button
            type="button"
            aria-expanded={navigatorOpen}
            aria-controls={panelId}
            onClick={onToggleNavigator}
            className="justify-self-start rounded-md bg-foreground px-3 py-2 text-sm font-semibold text-background sm:justify-self-center"
          >
            <SteadyText text={position} widest={positionWidest ?? position} />{" "}
            <span aria-hidden>{navigatorOpen ? "▾" : "▴"}</span>
          </button>
        ) : (
          <span />
        )}
        <div className="flex justify-end gap-2">
          {onBack && (
            <Button variant="outline" size="sm" onClick={onBack}>
              <ChevronLeftIcon aria-hidden className="size-4" /> Back
            </Button>
          )}
          <Button size="sm" onClick={next.onClick} disabled={next.disabled}>
            {next.label} <ChevronRightIcon aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </div>
  )
}
