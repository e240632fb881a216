import { lazy, Suspense } from "react"

const ShortcutsPopover = lazy(() => import("./shortcuts-popover"))

/** The shortcuts button; the popover loads after the first question is on screen. */
export function ShortcutsHelp() {
  return (
    <Suspense
      fallback={
        <span className="rounded-full border border-border px-3 py-1 text-sm font-medium opacity-60">Shortcuts</span>
      }
    >
      <ShortcutsPopover />
    </Suspense>
  )
}
