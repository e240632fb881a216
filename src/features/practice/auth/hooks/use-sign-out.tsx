import { useQueryClient } from "@tanstack/react-query"
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react"
import { pendingAnswerCount, waitForAnswerQueue } from "@/features/practice/session/api/answer-queue"
import { usePendingAnswerCount } from "@/features/practice/session/api/use-answer-queue-status"
import { withToast } from "@/lib/notify"
import { signOut } from "../api/access"
import { forgetStudent } from "../api/device"

// Only a student with unsent answers ever sees it: not on anyone's first load.
const SignOutDialog = lazy(() => import("../components/sign-out-dialog"))

export type SignOutStep = "ask" | "confirm-loss" | "sending"

/**
 * Sign-out on a shared computer: everything the student left on the device
 * goes with them (device.ts). Answers still waiting to be sent are counted
 * first: the student may send them, then be signed out, or sign out anyway
 * after a second confirmation that they will be lost.
 */
export function useSignOut(): { request: () => void; dialog: ReactNode } {
  const queryClient = useQueryClient()
  const pending = usePendingAnswerCount()
  const [step, setStep] = useState<SignOutStep | null>(null)
  // A cancelled "send first" must not sign the student out when the queue drains later.
  const attempt = useRef(0)

  const finish = useCallback(async () => {
    try {
      await signOut()
    } catch {
      setStep(null)
      withToast((toast) => toast.error("Sign out failed. Please try again."))
      return
    }
    setStep(null)
    await forgetStudent(queryClient)
  }, [queryClient])

  const request = useCallback(() => {
    attempt.current += 1
    if (pendingAnswerCount(queryClient) === 0) void finish()
    else setStep("ask")
  }, [finish, queryClient])

  const sendFirst = useCallback(() => {
    const mine = ++attempt.current
    setStep("sending")
    void queryClient.resumePausedMutations()
    void waitForAnswerQueue(queryClient).then(() => {
      if (attempt.current === mine) void finish()
    })
  }, [finish, queryClient])

  const cancel = useCallback(() => {
    attempt.current += 1
    setStep(null)
  }, [])

  const dialog =
    step === null ? null : (
      <Suspense fallback={null}>
        <SignOutDialog
          step={step}
          pending={pending}
          onSendFirst={sendFirst}
          onSignOutAnyway={() => setStep("confirm-loss")}
          onConfirmLoss={() => void finish()}
          onBack={() => setStep("ask")}
          onCancel={cancel}
        />
      </Suspense>
    )
  return { request, dialog }
}
