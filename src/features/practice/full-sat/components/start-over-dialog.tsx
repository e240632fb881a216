import * as AlertDialog from "@radix-ui/react-alert-dialog"
import { Button, buttonVariants } from "@/components/ui/button"

type Props = { onConfirm: () => void; busy: boolean }

/** 'Start over' cancels the active attempt, so it asks first. */
export function StartOverDialog({ onConfirm, busy }: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" disabled={busy}>
          Start over
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">Start over?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">
            This cancels your current attempt: its answers and progress are discarded, and a new attempt starts at
            module 1.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>Keep my attempt</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: "destructive" })} onClick={onConfirm}>
              Start over
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
