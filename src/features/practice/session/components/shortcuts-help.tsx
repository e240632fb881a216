import { useEffect, useState } from "react"
import { afterFirstContent } from "@/lib/first-content"
import { moduleLoader, useModule } from "@/lib/lazy-module"

// Not React.lazy: a popover chunk that cannot be fetched (the connection went before it
// loaded) must leave the stand-in button, never throw the runner into its error boundary.
const popover = moduleLoader(() => import("./shortcuts-popover"))

const buttonClass = "rounded-full border border-border px-3 py-1 text-sm font-medium hover:bg-muted"

/**
 * The shortcuts button. The popover (Radix Popover with floating-ui, ~25 kB
 * gzip) is not needed for the first question: this plain button stands in
 * until the browser is idle after the question shows, or until the student
 * points at, focuses or clicks it (a click opens it once loaded). Offline
 * before it loaded, the stand-in stays until the connection returns.
 */
export function ShortcutsHelp() {
  const [wanted, setWanted] = useState<"idle" | "open" | false>(false)
  // Swapping the stand-in for the real trigger must not drop a keyboard user's focus.
  const [focused, setFocused] = useState(false)
  const { module } = useModule(popover)
  useEffect(
    () =>
      afterFirstContent(() => {
        popover.request()
        setWanted((w) => w || "idle")
      }),
    [],
  )
  if (!wanted || !module)
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={false}
        className={buttonClass}
        onPointerEnter={popover.request}
        onFocus={() => {
          popover.request()
          setFocused(true)
        }}
        onBlur={() => setFocused(false)}
        onClick={() => {
          popover.request()
          setWanted("open")
        }}
      >
        Shortcuts
      </button>
    )
  const ShortcutsPopover = module.default
  return <ShortcutsPopover defaultOpen={wanted === "open"} focus={wanted === "open" || focused} />
}
