import * as AlertDialog from "@radix-ui/react-alert-dialog"
import { useState } from "react"
import { Button, buttonVariants } from "@/components/ui/button"
import { formatClock, spokenClock } from "../domain/timer"

const content =
  "fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl"

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
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger
        className={className ?? buttonVariants({ variant: "outline", size: "sm" })}
        disabled={saving}
      >
        {saving ? "Saving…" : "Save and Exit"}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className={content}>
          <AlertDialog.Title className="text-lg font-bold">Save and exit?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">
            Your answers are saved and the {unit}&apos;s clock stops where it is. Come back to this {unit} any time and
            it continues with the same time left. Results will show that the {unit} was paused.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline", size: "sm" })}>
              Keep Testing
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ size: "sm" })} onClick={onConfirm}>
              Save and Exit
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
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
 * keeps running then. Offers Save and Exit instead.
 */
export function LeaveDialog({
  open,
  unit,
  onStay,
  onLeave,
  onSaveAndExit,
}: {
  open: boolean
  unit: "test" | "module"
  onStay: () => void
  onLeave: () => void
  onSaveAndExit: () => void
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className={content}>
          <AlertDialog.Title className="text-lg font-bold">Leave with the clock running?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">
            Your answers are saved, but the {unit}&apos;s clock keeps running while you are away. To stop it, use Save
            and Exit.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline", size: "sm" })}>Stay</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: "outline", size: "sm" })} onClick={onLeave}>
              Keep the clock running and leave
            </AlertDialog.Action>
            <AlertDialog.Action className={buttonVariants({ size: "sm" })} onClick={onSaveAndExit}>
              Save and Exit
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
