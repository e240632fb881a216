import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import { clearAttemptAnnotations } from "@/features/practice/tools/components/annotations/storage"
import { notifyError } from "@/lib/notify"
import { isExited, useResumeSaved, type ExitState } from "../api/save-exit"
import { sessionKeys } from "../api/keys"
import { useSaveProgress } from "../api/save-progress"
import { useSubmitSession } from "../api/submit-session"
import { useAnswerQueueStatus } from "../api/use-answer-queue-status"
import { useLeaveGuard } from "../hooks/use-leave-guard"
import { useQueuedSubmit } from "../hooks/use-queued-submit"
import { useSaveAndExitFlow } from "../hooks/use-save-and-exit"
import { useSessionBootstrap } from "../hooks/use-session-bootstrap"
import { deadlineFrom } from "../domain/timer"
import { LineReaderToggle, useLineReader, ZoomControls } from "./runner-aids"
import { ExitedScreen, LeaveDialog, SaveExitButton } from "./save-exit"
import { SendingNotice } from "./sending-notice"
import { TestRunner } from "./test-runner"

type Props = { sessionId: string; title: string; onFinished: (sessionId: string) => void; onBack: () => void }

/** A single-section test (or practice set): loads, runs, then submits once every answer has arrived. */
export function SectionSession({ sessionId, title, onFinished, onBack }: Props) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const start = useSessionBootstrap(sessionId)
  // After a resume, the server's new deadline (whatever copy the reload starts from).
  const [resumedDeadline, setResumedDeadline] = useState<number | undefined>()
  const saveProgress = useSaveProgress()
  const submit = useSubmitSession()
  const status = useAnswerQueueStatus(sessionId)
  const resume = useResumeSaved()
  const reader = useLineReader()
  const { phase, finish: submitOnce } = useQueuedSubmit(
    sessionId,
    () => submit.mutateAsync(sessionId),
    "The test was not submitted. Please try again.",
  )
  const session = start.data?.session as ExitState | undefined
  const completed = session?.session_status === "completed"
  const exited = isExited(session)
  const timed = session?.is_timed === true
  // The clock runs on if the student leaves any other way than Save and Exit.
  const guard = useLeaveGuard(timed && !exited && !completed && phase === "running")
  const exit = useSaveAndExitFlow(sessionId, () => guard.leave(navigate, onBack))
  useEffect(() => {
    // An already submitted session (another tab, or time ran out) shows its results.
    if (completed) onFinished(sessionId)
  }, [completed, onFinished, sessionId])

  if (start.isError)
    return (
      <div role="alert" className="mx-auto max-w-xl p-8 text-center">
        <p className="mb-4">{start.error.message}</p>
        <button type="button" onClick={onBack} className="underline">
          Back to the test
        </button>
      </div>
    )
  if (!start.data)
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        Loading test questions...
      </p>
    )
  const { questions, ...init } = start.data
  if (questions.length === 0)
    return (
      <p role="alert" className="p-8 text-center">
        No questions found for this test. Please contact your instructor.
      </p>
    )
  if (completed) return null
  if (exited)
    return (
      <ExitedScreen
        title={title}
        remainingSeconds={session?.remaining_seconds ?? session?.exit_remaining_seconds ?? null}
        busy={resume.isPending || start.isFetching}
        onResume={() =>
          resume.mutate(sessionId, {
            // The runner starts from the server's new deadline; the reload picks up the resumed row.
            onSuccess: (row) => {
              if (row.remaining_seconds != null) setResumedDeadline(deadlineFrom(row.remaining_seconds, Date.now()))
              queryClient.setQueryData(sessionKeys.detail(sessionId), row)
              void start.refetch()
            },
            onError: (e) => notifyError("Error", e.message || "The test could not be resumed. Check your connection."),
          })
        }
        onLeave={onBack}
        leaveLabel="Back to the test"
      />
    )

  const finish = async () => {
    if (!(await submitOnce())) return
    // Highlights and notes belong to the attempt: once it is submitted they are no longer needed.
    clearAttemptAnnotations(sessionId)
    onFinished(sessionId)
  }

  return (
    <>
      <TestRunner
        sessionId={sessionId}
        title={title}
        questions={questions}
        init={init}
        {...(resumedDeadline != null ? { deadline: resumedDeadline } : {})}
        onSubmit={() => void finish()}
        submitting={phase !== "running"}
        onProgress={(p) =>
          saveProgress.mutate({ sessionId, currentQuestion: p.currentQuestion, timeRemaining: p.timeRemaining })
        }
        aids={(r) => (
          <>
            <ZoomControls />
            <LineReaderToggle on={reader.on} onToggle={reader.toggle} />
            {timed && <SaveExitButton unit="test" saving={exit.saving} onConfirm={() => void exit.run(r.flush)} />}
          </>
        )}
      />
      {reader.overlay}
      <LeaveDialog
        open={guard.pending != null && !exit.saving}
        unit="test"
        onStay={guard.clear}
        onLeave={() => guard.leave(navigate)}
        onSaveAndExit={() => void exit.run()}
      />
      {phase === "sending" && <SendingNotice status={status} />}
    </>
  )
}
