import { lazy, Suspense, useEffect, useRef, useState } from "react"
import { Button, buttonVariants } from "@/components/ui/button"
import { afterFirstContent } from "@/lib/first-content"
import { formatClock, spokenClock } from "../domain/timer"
import type { LeaveConfirm } from "./save-exit-dialogs"

const loadDialogs = () => import("./save-exit-dialogs")
const SaveExitConfirm = lazy(() => loadDialogs().then((m) => ({ default: m.SaveExitConfirm })))
const LazyLeaveConfirm = lazy(() => loadDialogs().then((m) => ({ default: m.LeaveConfirm })))

/** The confirms' chunk loads once the first question is on screen (first-content), before anyone asks. */
function usePrefetchDialogs() {
  useEffect(() => afterFirstContent(() => void loadDialogs()), [])
}

/** The Save and Exit button and its confirm: the clock stops where it is, answers are kept. */
export function SaveExitButton({
  unit,
  saving,
  onConfirm,
  className,
}: {
  unit: "test" | "module"
  saving: boolean
  onConfirm: () => void
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  usePrefetchDialogs()
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className ?? buttonVariants({ variant: "outline", size: "sm" })}
        disabled={saving}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {saving ? "Saving…" : "Save and Exit"}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveExitConfirm unit={unit} onOpenChange={setOpen} onConfirm={onConfirm} returnFocus={button} />
        </Suspense>
      )}
    </>
  )
}

/**
 * Shown instead of the questions while a session is saved-and-exited: the
 * server's frozen time left, and Resume (which restarts the clock from it).
 */
export function ExitedScreen({
  title,
  remainingSeconds,
  onResume,
  busy,
  onLeave,
  leaveLabel,
}: {
  title: string
  remainingSeconds: number | null
  onResume: () => void
  busy: boolean
  onLeave?: () => void
  leaveLabel?: string
}) {
  return (
    <div className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">You saved and exited. The clock is stopped until you resume.</p>
      {remainingSeconds != null && (
        <p className="text-lg" data-testid="exited-remaining">
          Time left:{" "}
          <span className="font-mono font-bold tabular-nums" aria-label={spokenClock(remainingSeconds)}>
            {formatClock(remainingSeconds)}
          </span>
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onResume} disabled={busy}>
          {busy ? "Resuming…" : "Resume"}
        </Button>
        {onLeave && (
          <Button variant="outline" onClick={onLeave}>
            {leaveLabel ?? "Back"}
          </Button>
        )}
      </div>
    </div>
  )
}

/**
 * Before the student leaves a running timed test some other way: the clock
 * keeps running then. Offers Save and Exit instead (mounted only while open).
 */
export function LeaveDialog(props: Parameters<typeof LeaveConfirm>[0]) {
  usePrefetchDialogs()
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <LazyLeaveConfirm {...props} />
    </Suspense>
  )
}
