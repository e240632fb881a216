import { clsx } from "clsx"
import type { ReactNode } from "react"
import { Button } from "@/components/ui/button"
import type { QueueStatus } from "../api/use-answer-queue-status"
import { percent } from "../domain/progress"
import { formatClock, isLowTime, spokenClock, timeBadge } from "../domain/timer"
import { SaveIndicator } from "./save-indicator"
import { SteadyText } from "./steady-text"

type Props = {
  title: string
  index: number
  count: number
  answered: number
  /** Seconds left, or null when untimed. */
  remaining: number | null
  status: QueueStatus
  onSubmit: () => void
  submitting?: boolean
  submitLabel?: string
  /** Slots for other runners (full SAT: module name, directions, tools). */
  start?: ReactNode
  end?: ReactNode
  /** Under the bar, inside the sticky header (the Directions panel). */
  below?: ReactNode
}

/** Sticky header: clock, position, progress, save state and Submit. */
export function RunnerHeader({
  title,
  index,
  count,
  answered,
  remaining,
  status,
  onSubmit,
  submitting,
  submitLabel = "Submit Test",
  start,
  end,
  below,
}: Props) {
  const badge = remaining == null ? null : timeBadge(remaining)
  const pct = percent(answered, count)
  return (
    <header className="sticky top-0 z-20 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <div className="min-w-0">
          {start}
          <h1 className="truncate text-base font-bold">{title}</h1>
          <p className="text-sm text-muted-foreground">
            <SteadyText text={`Question ${index + 1} of ${count}`} widest={`Question ${count} of ${count}`} />
          </p>
        </div>
        <div
          className="flex items-center gap-2"
          role="timer"
          aria-label={remaining == null ? "Untimed" : spokenClock(remaining)}
        >
          {remaining == null ? (
            <span className="rounded-full bg-muted px-3 py-1 text-sm font-semibold">Untimed</span>
          ) : (
            <span
              aria-hidden
              className={clsx(
                "font-mono text-2xl font-bold tabular-nums",
                isLowTime(remaining) && "text-red-700 dark:text-red-400",
              )}
            >
              {formatClock(remaining)}
            </span>
          )}
          {badge && (
            <span
              className={clsx(
                "rounded-full px-2.5 py-0.5 text-xs font-bold",
                badge.tone === "critical"
                  ? "bg-destructive text-destructive-foreground"
                  : "bg-amber-200 text-amber-950",
              )}
            >
              {badge.label}
            </span>
          )}
        </div>
        <div className="min-w-40 flex-1">
          <div className="flex justify-between text-xs font-medium">
            <SteadyText text={`Answered: ${answered}/${count}`} widest={`Answered: ${count}/${count}`} />
            <span>{pct}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Questions answered"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${pct}%` }} />
          </div>
        </div>
        {/* With the tools the row is wider than a phone: it wraps instead of pushing Submit off screen. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <SaveIndicator status={status} />
          {end}
          <Button size="sm" onClick={onSubmit} disabled={submitting}>
            {submitting ? "Submitting…" : submitLabel}
          </Button>
        </div>
      </div>
      {below}
    </header>
  )
}
