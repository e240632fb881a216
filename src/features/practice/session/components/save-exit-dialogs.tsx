import * as AlertDialog from "@radix-ui/react-alert-dialog"
import type { RefObject } from "react"
import { buttonVariants } from "@/components/ui/button"

/*
 * The Save and Exit confirms, in their own chunk with Radix AlertDialog
 * (focus trap, scroll lock): a running test's first question does not wait
 * for them (save-exit.tsx loads them once it shows, and mounts them when asked).
 */

const content =
  "fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl"

/** The confirm of the Save and Exit button: the clock stops where it is, answers are kept. */
export function SaveExitConfirm({
  unit,
  onOpenChange,
  onConfirm,
  returnFocus,
}: {
  unit: "test" | "module"
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
  /** The button that opened it: focus goes back there (there is no Radix Trigger to return to). */
  returnFocus: RefObject<HTMLButtonElement | null>
}) {
  return (
    <AlertDialog.Root open onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          className={content}
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            returnFocus.current?.focus()
          }}
        >
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
 * Before the student leaves a running timed test some other way: the clock
 * keeps running then. Offers Save and Exit instead.
 */
export function LeaveConfirm({
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
