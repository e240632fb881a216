import { useEffect } from "react"
import { clearAttemptAnnotations } from "@/features/practice/tools/components/annotations/storage"
import { useSaveProgress } from "../api/save-progress"
import { useSubmitSession } from "../api/submit-session"
import { useAnswerQueueStatus } from "../api/use-answer-queue-status"
import { useQueuedSubmit } from "../hooks/use-queued-submit"
import { useSessionBootstrap } from "../hooks/use-session-bootstrap"
import { SendingNotice } from "./sending-notice"
import { TestRunner } from "./test-runner"

type Props = { sessionId: string; title: string; onFinished: (sessionId: string) => void; onBack: () => void }

/** A single-section test (or practice set): loads, runs, then submits once every answer has arrived. */
export function SectionSession({ sessionId, title, onFinished, onBack }: Props) {
  const start = useSessionBootstrap(sessionId)
  const saveProgress = useSaveProgress()
  const submit = useSubmitSession()
  const status = useAnswerQueueStatus(sessionId)
  const { phase, finish: submitOnce } = useQueuedSubmit(
    sessionId,
    () => submit.mutateAsync(sessionId),
    "The test was not submitted. Please try again.",
  )
  const completed = start.data?.session.session_status === "completed"
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
        onSubmit={() => void finish()}
        submitting={phase !== "running"}
        onProgress={(p) =>
          saveProgress.mutate({ sessionId, currentQuestion: p.currentQuestion, timeRemaining: p.timeRemaining })
        }
      />
      {phase === "sending" && <SendingNotice status={status} />}
    </>
  )
}
