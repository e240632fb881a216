import * as AlertDialog from "@radix-ui/react-alert-dialog"
import { buttonVariants } from "@/components/ui/button"

export type SubmitModuleDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** How many questions of the module have no answer. */
  unanswered: number
  /** Submits the module; unanswered questions are stored as empty (incorrect) answers. */
  onSubmit: () => void
}

/** Asks before submitting a module that still has unanswered questions (the spec's wording, word for word). */
export function SubmitModuleDialog({ open, onOpenChange, unanswered, onSubmit }: SubmitModuleDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">Submit this module?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">
            You have {unanswered} unanswered questions. The SAT does not penalize you for wrong answers, so it&apos;s
            better to guess than leave questions blank. Would you like to submit the module with unanswered questions
            marked as incorrect?
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>Continue Testing</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants()} onClick={onSubmit}>
              Submit Module
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
