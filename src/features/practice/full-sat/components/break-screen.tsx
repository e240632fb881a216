import { Button } from "@/components/ui/button"
import { formatClock } from "../domain/break-timer"

export type BreakScreenProps = {
  /** Seconds left, from `breakClock(break_started_at, now).remainingSeconds`; the parent ticks it. */
  remainingSeconds: number
  /** Ends the break (`end_break`), from "Resume Testing" at zero or "Skip Break" at any time. */
  onContinue: () => void
  /** Disables both buttons while the break is being ended. */
  busy?: boolean
  /** What comes after the break ("Section 2, Module 1: Math", "22 questions · 35 minutes"). */
  upNext?: { title: string; detail: string }
}

/** The 10-minute break between the two sections. */
export function BreakScreen({ remainingSeconds, onContinue, busy = false, upNext }: BreakScreenProps) {
  const over = remainingSeconds <= 0
  // Announce whole minutes only (and the end), not every second.
  const spoken = over
    ? "The break is over."
    : remainingSeconds % 60 === 0
      ? `${remainingSeconds / 60} minutes left in the break.`
      : null
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 p-8 text-center">
      <h1 className="text-2xl font-bold">Break</h1>
      <p className="text-muted-foreground">
        You can take a 10-minute break before the Math section. Your timer for the next module starts when you resume.
      </p>
      <div className="rounded-2xl border border-border bg-card px-10 py-6">
        <p className="text-sm text-muted-foreground">Remaining break time</p>
        <p className="font-mono text-5xl font-bold tabular-nums">{formatClock(remainingSeconds)}</p>
      </div>
      {upNext && (
        <p className="text-sm">
          <span className="font-semibold">Up next:</span> {upNext.title} · {upNext.detail}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {spoken}
      </p>
      {over ? (
        <div className="flex flex-col items-center gap-3">
          <p className="text-lg font-semibold">Your break is over. Resume testing when you are ready.</p>
          <Button onClick={onContinue} disabled={busy}>
            Resume Testing
          </Button>
        </div>
      ) : (
        <Button variant="outline" onClick={onContinue} disabled={busy}>
          Skip Break
        </Button>
      )}
    </div>
  )
}
