import { lazy, Suspense, useEffect, useState } from "react"
import { afterFirstContent } from "@/lib/first-content"

const load = () => import("./shortcuts-popover")
const ShortcutsPopover = lazy(load)

const buttonClass = "rounded-full border border-border px-3 py-1 text-sm font-medium hover:bg-muted"

/**
 * The shortcuts button. The popover (Radix Popover with floating-ui, ~25 kB
 * gzip) is not needed for the first question: this plain button stands in
 * until the browser is idle after the question shows, or until the student
 * points at, focuses or clicks it (a click opens it once loaded).
 */
export function ShortcutsHelp() {
  const [wanted, setWanted] = useState<"idle" | "open" | false>(false)
  // Swapping the stand-in for the real trigger must not drop a keyboard user's focus.
  const [focused, setFocused] = useState(false)
  useEffect(() => afterFirstContent(() => setWanted((w) => w || "idle")), [])
  const warm = () => void load()
  if (!wanted)
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={false}
        className={buttonClass}
        onPointerEnter={warm}
        onFocus={() => {
          warm()
          setFocused(true)
        }}
        onBlur={() => setFocused(false)}
        onClick={() => setWanted("open")}
      >
        Shortcuts
      </button>
    )
  return (
    <Suspense
      fallback={
        <button type="button" aria-haspopup="dialog" aria-expanded={false} className={buttonClass}>
          Shortcuts
        </button>
      }
    >
      <ShortcutsPopover defaultOpen={wanted === "open"} focus={wanted === "open" || focused} />
    </Suspense>
  )
}
