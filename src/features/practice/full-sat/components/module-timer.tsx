import { clsx } from "clsx"
import { useEffect, useRef, useState } from "react"
import { formatClock, spokenClock } from "@/features/practice/session/domain/timer"
import { crossedWarning, timerView } from "../domain/timer-visibility"

/**
 * The module countdown, as in Bluebook: Hide / Show, and forced back into
 * view with a warning for the last five minutes.
 */
export function ModuleTimer({ remaining }: { remaining: number }) {
  const [hidden, setHidden] = useState(false)
  const [announce, setAnnounce] = useState("")
  const previous = useRef(remaining)
  useEffect(() => {
    if (crossedWarning(previous.current, remaining)) setAnnounce("5 minutes left in this module.")
    previous.current = remaining
  }, [remaining])
  const view = timerView(hidden, remaining)
  return (
    <div className="flex flex-col items-center">
      <div role="timer" aria-label={view.visible ? spokenClock(remaining) : "Timer hidden"}>
        {view.visible ? (
          <span
            aria-hidden
            className={clsx(
              "font-mono text-xl font-bold tabular-nums",
              view.warning && "text-red-700 dark:text-red-400",
            )}
          >
            {formatClock(remaining)}
          </span>
        ) : (
          <span aria-hidden className="text-sm text-muted-foreground">
            Timer hidden
          </span>
        )}
      </div>
      {view.canHide ? (
        <button
          type="button"
          onClick={() => setHidden((h) => !h)}
          className="rounded-full border border-border px-3 text-xs font-medium hover:bg-muted"
        >
          {hidden ? "Show" : "Hide"}
        </button>
      ) : (
        <span className="text-xs font-semibold text-red-700 dark:text-red-400">5 minutes or less left</span>
      )}
      <p aria-live="assertive" className="sr-only">
        {announce}
      </p>
    </div>
  )
}
