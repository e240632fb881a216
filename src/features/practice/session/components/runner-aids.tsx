import { clsx } from "clsx"
import { useState } from "react"
import { FONT_SIZE_LABELS, FONT_SIZES } from "@/features/practice/shell/domain/preferences"
import { setFontSize, usePreferences } from "@/features/practice/shell/hooks/use-preferences"
import { zoomStep } from "../domain/line-reader"
import { LineReader } from "./line-reader"

const aidButton = (on = false) =>
  clsx(
    "inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap hover:bg-muted disabled:opacity-50",
    on && "bg-accent text-accent-foreground ring-1 ring-primary",
  )

/**
 * Zoom inside the runner: steps the app's own font-size preference (every rem
 * scales), so nothing remounts and the answer state stays as it is.
 */
export function ZoomControls({ className }: { className?: string }) {
  const { fontSize } = usePreferences()
  const at = FONT_SIZES.indexOf(fontSize)
  return (
    <div role="group" aria-label="Text size" className={clsx("inline-flex items-center", className)}>
      <button
        type="button"
        aria-label="Smaller text"
        disabled={at <= 0}
        onClick={() => setFontSize(zoomStep(FONT_SIZES, fontSize, -1))}
        className={aidButton()}
      >
        <span aria-hidden>A−</span>
      </button>
      <span aria-live="polite" className="sr-only">
        Text size {FONT_SIZE_LABELS[fontSize]}
      </span>
      <button
        type="button"
        aria-label="Larger text"
        disabled={at >= FONT_SIZES.length - 1}
        onClick={() => setFontSize(zoomStep(FONT_SIZES, fontSize, 1))}
        className={aidButton()}
      >
        <span aria-hidden className="text-base">
          A+
        </span>
      </button>
    </div>
  )
}

/** The line reader's on/off state and its overlay, for any runner. */
export function useLineReader() {
  const [on, setOn] = useState(false)
  return {
    on,
    toggle: () => setOn((o) => !o),
    overlay: on ? <LineReader onClose={() => setOn(false)} /> : null,
  }
}

export function LineReaderToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button type="button" aria-pressed={on} onClick={onToggle} className={aidButton(on)}>
      Line Reader
    </button>
  )
}
