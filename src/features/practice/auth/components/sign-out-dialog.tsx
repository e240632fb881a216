import * as AlertDialog from "@radix-ui/react-alert-dialog"
import { buttonVariants } from "@/components/ui/button"
import { useOnline } from "@/features/practice/session/api/use-answer-queue-status"
import type { SignOutStep } from "../hooks/use-sign-out"

type Props = {
  step: SignOutStep
  pending: number
  onSendFirst: () => void
  onSignOutAnyway: () => void
  onConfirmLoss: () => void
  onBack: () => void
  onCancel: () => void
}

const answers = (n: number) => `${n} ${n === 1 ? "answer" : "answers"}`

/** Sign-out while answers are still on their way: send them first, or lose them after a second question. */
export default function SignOutDialog({
  step,
  pending,
  onSendFirst,
  onSignOutAnyway,
  onConfirmLoss,
  onBack,
  onCancel,
}: Props) {
  const online = useOnline()
  const outline = buttonVariants({ variant: "outline", size: "sm" })
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl">
          {step === "ask" && (
            <>
              <AlertDialog.Title className="text-lg font-bold">{answers(pending)} not sent yet</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm">
                {pending === 1 ? "This answer is" : "These answers are"} saved only on this computer. Signing out
                removes everything you left here, so send {pending === 1 ? "it" : "them"} first.
                {online ? "" : " You are offline: they will be sent when the connection is back."}
              </AlertDialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <AlertDialog.Cancel className={outline}>Stay signed in</AlertDialog.Cancel>
                <button type="button" className={outline} onClick={onSignOutAnyway}>
                  Sign out anyway
                </button>
                <button type="button" className={buttonVariants({ size: "sm" })} onClick={onSendFirst}>
                  Send, then sign out
                </button>
              </div>
            </>
          )}
          {step === "sending" && (
            <>
              <AlertDialog.Title className="text-lg font-bold">Sending your answers…</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm" role="status">
                {answers(pending)} left to send.{" "}
                {online ? "You will be signed out as soon as they arrive." : "Waiting for the connection to come back."}
              </AlertDialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <AlertDialog.Cancel className={outline}>Cancel</AlertDialog.Cancel>
              </div>
            </>
          )}
          {step === "confirm-loss" && (
            <>
              <AlertDialog.Title className="text-lg font-bold">Lose {answers(pending)}?</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm">
                {pending === 1 ? "It never reached" : "They never reached"} the server. Signing out now deletes{" "}
                {pending === 1 ? "it" : "them"} from this computer for good.
              </AlertDialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <button type="button" className={outline} onClick={onBack}>
                  Back
                </button>
                <button
                  type="button"
                  className={buttonVariants({ variant: "destructive", size: "sm" })}
                  onClick={onConfirmLoss}
                >
                  Sign out and lose them
                </button>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
