import { useEffect, useId, useMemo, type ReactNode } from "react"
import { Button } from "@/components/ui/button"
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons"
import { AnnotatedPassage } from "@/features/practice/tools/components/annotations/annotated-passage"
import { Directions, type ToolSection } from "@/features/practice/tools/components/directions"
import { EliminatorToggle } from "@/features/practice/tools/components/eliminator-toggle"
import { DirectionsToggle, ToolToggles, ToolWindows } from "@/features/practice/tools/components/tool-toggles"
import { useTestTools } from "@/features/practice/tools/hooks/use-test-tools"
import { markFirstContent } from "@/lib/first-content"
import { sanitizeHtml } from "@/lib/sanitize-html"
import type { SessionQuestion } from "../api/types"
import { canGoPrevious, jumpTarget } from "../domain/navigation"
import { answeredCount } from "../domain/progress"
import { useRunner, type Progress, type Runner } from "../hooks/use-runner"
import type { RunnerInit } from "../hooks/use-session-bootstrap"
import { QuestionNavigator } from "./question-navigator"
import { QuestionView, questionHeadingId } from "./question-view"
import { RunnerAnnouncer } from "./runner-announcer"
import { RunnerHeader } from "./runner-header"
import { ShortcutsHelp } from "./shortcuts-help"
import { SubmitDialog } from "./lazy-submit-dialog"

export type { Progress }

export type TestRunnerProps = {
  sessionId: string
  title: string
  questions: readonly SessionQuestion[]
  init: RunnerInit
  /** Section tests: Next waits for an answer. The full SAT lets students skip. */
  requireAnswerToAdvance?: boolean
  /** Called when the student confirms, or (`timeUp`) when a timed test reaches zero. */
  onSubmit: (reason: { timeUp: boolean }) => void
  submitting?: boolean
  /** Background save of where the student is: on every move and every 30 s of countdown. */
  onProgress?: (progress: Progress) => void
  /** The eliminator's strike-out toggles from the start (otherwise the student switches them on). */
  showEliminator?: boolean
  headerStart?: ReactNode
  headerEnd?: ReactNode
  unit?: "test" | "module"
  /** The header's submit button ("Submit Test"; the full SAT says "Submit Module"). */
  submitLabel?: string
  /** Runner aids in the header (Save and Exit, zoom, line reader), given the runner to flush before leaving. */
  aids?: (runner: Runner) => ReactNode
  /** A deadline replacing `init.deadline` (after Save and Exit, the server's new one). */
  deadline?: number | null
}

/**
 * The section-test layout of the shared runner (the full SAT has its own
 * Bluebook layout over the same useRunner). Every move is local: answers are
 * on disk and queued before the next render, so nothing here waits on the
 * network. The full SAT's tools come with it, chosen by the question's
 * section (practice sets mix them): Math has the calculator and reference
 * sheet, Reading and Writing highlights and notes; every question has the
 * eliminator, Mark for Review and the directions.
 */
export function TestRunner(props: TestRunnerProps) {
  const r = useRunner(props)
  const { answers, index, question, count, ids, move } = r
  const tools = useTestTools({ eliminator: props.showEliminator ?? false })
  const directionsId = useId()
  const shown = Boolean(question)
  // The first question is on screen: what waited for it (service worker, popovers, dialogs) may load now.
  useEffect(() => {
    if (shown) markFirstContent()
  }, [shown])

  if (!question) return <p role="status">Loading question data...</p>
  const section: ToolSection = question.question_type === "math" ? "math" : "reading_writing"

  return (
    <div className="min-h-screen">
      <RunnerHeader
        title={props.title}
        index={index}
        count={count}
        answered={answeredCount(ids, answers)}
        remaining={r.remaining}
        status={r.status}
        onSubmit={r.requestSubmit}
        submitting={props.submitting}
        submitLabel={props.submitLabel}
        start={props.headerStart}
        below={tools.open.directions && <Directions section={section} id={directionsId} />}
        end={
          <>
            <DirectionsToggle tools={tools} controls={directionsId} />
            <ToolToggles section={section} tools={tools} />
            {props.aids?.(r)}
            {props.headerEnd}
            {/* Phones have no keyboard shortcuts to list. */}
            <div className="hidden sm:block">
              <ShortcutsHelp />
            </div>
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[1fr_16rem]">
        <div className="min-w-0">
          <QuestionView
            question={question}
            number={index + 1}
            entry={answers[question.question_id]}
            onAnswer={r.answer}
            onToggleFlag={r.toggleFlag}
            onToggleEliminated={tools.open.eliminator ? r.toggleEliminated : undefined}
            toolbar={
              question.format === "mcq" ? (
                <EliminatorToggle on={tools.open.eliminator} onToggle={() => tools.toggle("eliminator")} />
              ) : undefined
            }
            renderPassage={(html) => (
              <NotedPassage
                sessionId={props.sessionId}
                questionId={question.question_id}
                html={html}
                enabled={section === "reading_writing" && tools.open.notes}
              />
            )}
          />
          <div className="mt-8 flex items-center justify-between gap-3 border-t border-border pt-4">
            <Button
              variant="outline"
              onClick={() => move(jumpTarget(index - 1, count))}
              disabled={!canGoPrevious(index)}
            >
              <ChevronLeftIcon aria-hidden className="size-4" /> Previous
            </Button>
            {r.last ? (
              <Button onClick={r.requestSubmit} disabled={!r.nextEnabled || props.submitting}>
                Finish Test
              </Button>
            ) : (
              <Button onClick={() => move(jumpTarget(index + 1, count))} disabled={!r.nextEnabled}>
                Next <ChevronRightIcon aria-hidden className="size-4" />
              </Button>
            )}
          </div>
          {props.requireAnswerToAdvance !== false && !r.answered && (
            <p className="mt-2 text-right text-xs text-muted-foreground">Choose an answer to continue.</p>
          )}
        </div>
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <QuestionNavigator
            questionIds={ids}
            current={index}
            answers={answers}
            onJump={(i) => move(jumpTarget(i, count))}
          />
        </aside>
      </div>
      <RunnerAnnouncer
        index={index}
        count={count}
        headingId={questionHeadingId(question.question_id)}
        remaining={r.remaining}
      />
      <SubmitDialog
        open={r.confirming}
        onOpenChange={r.setConfirming}
        unanswered={r.unanswered}
        onConfirm={r.confirmSubmit}
        unit={props.unit}
      />
      <ToolWindows tools={tools} />
    </div>
  )
}

/** The passage with Highlights & Notes (kept per session and question, as in the full SAT), drawn like any bank HTML. */
function NotedPassage(p: { sessionId: string; questionId: string; html: string; enabled: boolean }) {
  const safe = useMemo(() => sanitizeHtml(p.html), [p.html])
  // AnnotatedPassage wears the shared .question-html class itself (no second, nested one).
  return (
    <AnnotatedPassage
      sessionId={p.sessionId}
      questionId={p.questionId}
      html={safe}
      enabled={p.enabled}
      className="font-serif text-base"
    />
  )
}
