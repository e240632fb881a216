import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import { isExited, useResumeSaved, type ExitState } from "@/features/practice/session/api/save-exit"
import { sessionKeys } from "@/features/practice/session/api/keys"
import { useSaveProgress } from "@/features/practice/session/api/save-progress"
import { useAnswerQueueStatus } from "@/features/practice/session/api/use-answer-queue-status"
import { SendingNotice } from "@/features/practice/session/components/sending-notice"
import { deadlineFrom } from "@/features/practice/session/domain/timer"
import { ExitedScreen, LeaveDialog } from "@/features/practice/session/components/save-exit"
import { useLeaveGuard } from "@/features/practice/session/hooks/use-leave-guard"
import { useQueuedSubmit } from "@/features/practice/session/hooks/use-queued-submit"
import { useSaveAndExitFlow } from "@/features/practice/session/hooks/use-save-and-exit"
import { useSessionBootstrap } from "@/features/practice/session/hooks/use-session-bootstrap"
import { notifyError } from "@/lib/notify"
import { useCompleteModule } from "../api/complete-module"
import { fullSatKeys } from "../api/keys"
import { usePauseModule, useResumeModule } from "../api/pause-module"
import { moduleSessionQueryOptions } from "../api/start-module"
import type { FullSatModule } from "../api/types"
import { showsUpNext } from "../domain/up-next"
import { moduleTitle } from "../domain/tier"
import { fullSatPaths } from "../paths"
import { FlowMessage } from "./flow-message"
import { ModuleRunner } from "./module-runner"
import { PausedOverlay } from "./paused-overlay"
import { UpNext } from "./up-next"

type Props = { testId: string; fullSatId: string; module: FullSatModule; modules: readonly FullSatModule[] }

/**
 * Opens the module (start_module, unless the state already names its
 * session), then loads all its questions before the runner and its clock
 * appear.
 */
export function ModuleSession(props: Props) {
  const known = props.module.session_id
  // Between modules, "Up next" says what comes; the module (and its clock) opens on Continue.
  const [ready, setReady] = useState(() => Boolean(known) || !showsUpNext(props.module.module_order))
  const opened = useQuery({
    ...moduleSessionQueryOptions(props.fullSatId, props.module.module_order),
    enabled: !known && ready,
  })
  const sessionId = known ?? opened.data?.id
  if (!ready) return <UpNext module={props.module} modules={props.modules} onContinue={() => setReady(true)} />
  if (opened.isError)
    return (
      <FlowMessage role="alert">
        <p>{opened.error.message}</p>
        <button type="button" className="underline" onClick={() => void opened.refetch()}>
          Try again
        </button>
      </FlowMessage>
    )
  if (!sessionId)
    return (
      <FlowMessage role="status">
        <p className="text-muted-foreground">Loading module questions...</p>
      </FlowMessage>
    )
  return <LoadedModule key={sessionId} sessionId={sessionId} {...props} />
}

function LoadedModule({ sessionId, testId, fullSatId, module, modules }: Props & { sessionId: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const resumeSaved = useResumeSaved()
  const start = useSessionBootstrap(sessionId)
  const complete = useCompleteModule(testId)
  const saveProgress = useSaveProgress()
  const status = useAnswerQueueStatus(sessionId)
  const pause = usePauseModule()
  const resume = useResumeModule()
  // On success the attempt's new state moves the flow on (next module, break or results).
  const { phase, finish } = useQueuedSubmit(
    sessionId,
    () => complete.mutateAsync(sessionId),
    "The module was not submitted. Please try again.",
  )
  // After a resume the server's deadline replaces the one the runner started with.
  const [clock, setClock] = useState<{ deadline?: number; paused?: boolean }>({})
  const finishedElsewhere = start.data?.session.session_status === "completed"
  const exited = isExited(start.data?.session as ExitState | undefined)
  // Leaving any other way than Save and Exit lets the module's clock run on: say so first.
  const guard = useLeaveGuard(Boolean(start.data) && !exited && !finishedElsewhere && phase === "running")
  const exit = useSaveAndExitFlow(sessionId, () => guard.leave(navigate, () => navigate(fullSatPaths.intro(testId))))
  useEffect(() => {
    // Submitted on another device or tab: the attempt has moved on.
    if (finishedElsewhere) void queryClient.invalidateQueries({ queryKey: fullSatKeys.state(testId) })
  }, [finishedElsewhere, queryClient, testId])

  if (start.isError)
    return (
      <FlowMessage role="alert">
        <p>{start.error.message}</p>
      </FlowMessage>
    )
  if (!start.data || finishedElsewhere)
    return (
      <FlowMessage role="status">
        <p className="text-muted-foreground">Loading module questions...</p>
      </FlowMessage>
    )
  const { questions, ...init } = start.data
  if (exited) {
    const row = start.data.session as ExitState
    return (
      <ExitedScreen
        title={moduleTitle(module.module_order, module.section_type)}
        remainingSeconds={row.remaining_seconds ?? row.exit_remaining_seconds ?? null}
        busy={resumeSaved.isPending || start.isFetching}
        onResume={() =>
          resumeSaved.mutate(sessionId, {
            // The runner starts from the server's new deadline; the reload picks up the resumed row.
            onSuccess: (row) => {
              if (row.remaining_seconds != null)
                setClock({ paused: false, deadline: deadlineFrom(row.remaining_seconds, Date.now()) })
              queryClient.setQueryData(sessionKeys.detail(sessionId), row)
              void start.refetch()
            },
            onError: (e) =>
              notifyError("Error", e.message || "The module could not be resumed. Check your connection."),
          })
        }
        onLeave={() => navigate(fullSatPaths.intro(testId))}
        leaveLabel="Back to the test"
      />
    )
  }
  // A reload while paused stays paused until the student resumes.
  const paused = clock.paused ?? start.data.session.paused === true
  if (questions.length === 0)
    return (
      <FlowMessage role="alert">
        <p>No questions available for this module.</p>
      </FlowMessage>
    )

  const onPause = () =>
    pause.mutate(sessionId, {
      onSuccess: () => setClock((c) => ({ ...c, paused: true })),
      onError: () => notifyError("Error", "The module could not be paused. Check your connection."),
    })
  const onResume = () =>
    resume.mutate(sessionId, {
      onSuccess: (row) =>
        setClock({
          paused: false,
          ...(row.remaining_seconds != null ? { deadline: deadlineFrom(row.remaining_seconds, Date.now()) } : {}),
        }),
      onError: () => notifyError("Error", "The module could not be resumed. Check your connection."),
    })

  return (
    <>
      <ModuleRunner
        sessionId={sessionId}
        fullSatId={fullSatId}
        module={module}
        modules={modules}
        questions={questions}
        init={init}
        deadline={clock.deadline ?? init.deadline}
        paused={paused}
        onPause={onPause}
        onSubmit={() => void finish()}
        submitting={phase !== "running"}
        onProgress={(p) =>
          saveProgress.mutate({ sessionId, currentQuestion: p.currentQuestion, timeRemaining: p.timeRemaining })
        }
        saveAndExit={{ saving: exit.saving, run: (flush) => void exit.run(flush) }}
      />
      <LeaveDialog
        open={guard.pending != null && !exit.saving}
        unit="module"
        onStay={guard.clear}
        onLeave={() => guard.leave(navigate)}
        onSaveAndExit={() => void exit.run()}
      />
      {paused && <PausedOverlay onResume={onResume} busy={resume.isPending} />}
      {phase === "sending" && <SendingNotice status={status} what="module" />}
    </>
  )
}
