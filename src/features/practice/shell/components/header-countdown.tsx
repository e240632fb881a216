import { useState } from "react"
import { clsx } from "clsx"
import { ClockIcon } from "@/components/ui/icons"
import { countdownLevel, countdownSpoken, formatCountdown } from "../domain/countdown"
import { useHeaderCountdownValue } from "../hooks/use-header-countdown"
import { usePreferences } from "../hooks/use-preferences"

const levelText = { normal: null, low: "Low Time!", critical: "Critical Time!" } as const

/**
 * The running test's countdown in the header. It can be hidden (default from
 * Settings), but under 5 minutes it is forced back into view, as in Bluebook.
 * The urgency is written out, never shown by colour alone.
 */
export function HeaderCountdown() {
  const countdown = useHeaderCountdownValue()
  const { hideTimer } = usePreferences()
  const [hidden, setHidden] = useState<boolean | null>(null)
  if (!countdown) return null
  const level = countdownLevel(countdown.seconds)
  const isHidden = (hidden ?? hideTimer) && level !== "critical"
  return (
    <div className="flex items-center gap-2" data-testid="header-countdown">
      {isHidden ? null : (
        <span
          role="timer"
          aria-label={`${countdown.label}: ${countdownSpoken(countdown.seconds)}`}
          className={clsx(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-mono text-sm font-semibold tabular-nums",
            level === "normal" && "bg-muted text-foreground",
            level === "low" && "bg-accent text-accent-foreground",
            level === "critical" && "bg-destructive text-destructive-foreground",
          )}
        >
          <ClockIcon width={16} height={16} />
          {formatCountdown(countdown.seconds)}
          {levelText[level] ? <span className="font-sans">{levelText[level]}</span> : null}
        </span>
      )}
      {level === "critical" ? null : (
        <button
          type="button"
          onClick={() => setHidden(!isHidden)}
          className="rounded-md px-2 py-1 text-xs font-medium text-muted-foreground underline-offset-2 hover:underline"
        >
          {isHidden ? "Show timer" : "Hide timer"}
        </button>
      )}
    </div>
  )
}
