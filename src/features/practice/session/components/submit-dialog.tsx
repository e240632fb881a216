import * as AlertDialog from "@radix-ui/react-alert-dialog"
import { buttonVariants } from "@/components/ui/button"

export type SubmitDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  unanswered: number[]
  onConfirm: () => void
  /** "test" or "module": the wording follows the runner. */
  unit?: string
}

/** Asked only when questions are unanswered: blanks score as wrong, so guessing is better. */
export default function SubmitDialog({ open, onOpenChange, unanswered, onConfirm, unit = "test" }: SubmitDialogProps) {
  const n = unanswered.length
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">Submit with unanswered questions?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">
            You have {n} unanswered {n === 1 ? "question" : "questions"} ({unanswered.slice(0, 10).join(", ")}
            {n > 10 ? ", …" : ""}). The SAT does not penalize you for wrong answers, so it's better to guess than leave
            questions blank. Would you like to submit the {unit} with unanswered questions marked as incorrect?
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline", size: "sm" })}>
              Continue Testing
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ size: "sm" })} onClick={onConfirm}>
              Submit {unit === "test" ? "Test" : "Module"}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
