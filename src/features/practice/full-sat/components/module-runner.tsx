import { useEffect, useMemo, useRef, useState } from "react"
import { Button } from "@/components/ui/button"
import type { SessionQuestion } from "@/features/practice/session/api/types"
import { QuestionNavigator } from "@/features/practice/session/components/question-navigator"
import { QuestionView, questionHeadingId } from "@/features/practice/session/components/question-view"
import { RunnerAnnouncer } from "@/features/practice/session/components/runner-announcer"
import { useLineReader } from "@/features/practice/session/components/runner-aids"
import { isAnswered } from "@/features/practice/session/domain/answers"
import { canGoPrevious, jumpTarget } from "@/features/practice/session/domain/navigation"
import { useRunner, type Progress } from "@/features/practice/session/hooks/use-runner"
import type { RunnerInit } from "@/features/practice/session/hooks/use-session-bootstrap"
import { AnnotatedPassage } from "@/features/practice/tools/components/annotations/annotated-passage"
import { EliminatorToggle } from "@/features/practice/tools/components/eliminator-toggle"
import { ToolToggles, ToolWindows } from "@/features/practice/tools/components/tool-toggles"
import { useTestTools } from "@/features/practice/tools/hooks/use-test-tools"
import { sanitizeHtml } from "@/lib/sanitize-html"
import type { FullSatModule } from "../api/types"
import { moduleTitle } from "../domain/tier"
import { ModuleFooter } from "./module-footer"
import { ModuleHeader } from "./module-header"
import { MoreMenu } from "./more-menu"
import { FullSatProgressBar } from "./progress-bar"
import { ReviewGrid } from "./review-grid"
import { SubmitModuleDialog } from "./submit-module-dialog"

export type ModuleRunnerProps = {
  sessionId: string
  /** The attempt: highlights and notes are kept per attempt. */
  fullSatId: string
  module: FullSatModule
  modules: readonly FullSatModule[]
  questions: readonly SessionQuestion[]
  init: RunnerInit
  deadline: number | null
  paused: boolean
  onPause: () => void
  onSubmit: (reason: { timeUp: boolean }) => void
  submitting: boolean
  onProgress: (progress: Progress) => void
  /** Save and Exit (in More): `run` gets the runner's flush, to send the position and time first. */
  saveAndExit?: { saving: boolean; run: (flush: () => Promise<unknown>) => void }
}

/**
 * A full-SAT module in Bluebook's layout over the shared runner: free
 * navigation, Mark for Review, the eliminator, Check Your Work after the last
 * question, the section's tools. Moves make no request (quietMoves); leaving
 * the window saves the position and the time left.
 */
export function ModuleRunner(p: ModuleRunnerProps) {
  const [view, setView] = useState<"question" | "review">("question")
  const [navigatorOpen, setNavigatorOpen] = useState(false)
  const r = useRunner({
    ...p,
    quietMoves: true,
    requireAnswerToAdvance: false,
    keysEnabled: view === "question" && !p.paused,
    onNextPastLast: () => setView("review"),
  })
  const { question, index, count, answers } = r
  const reader = useLineReader()
  // Bluebook opens the directions at the start of a module (nothing answered yet, on question 1).
  // The same tool state and switches as a section test (src/features/practice/tools).
  const tools = useTestTools({
    directions: p.init.index === 0 && Object.values(p.init.answers).every((a) => !isAnswered(a) && !a?.flagged),
  })
  const title = moduleTitle(p.module.module_order, p.module.section_type)

  // Losing focus, hiding the tab or leaving the page saves the position and the time left.
  const flush = useRef(r.flush)
  useEffect(() => {
    flush.current = r.flush
  })
  useEffect(() => {
    const save = () => void flush.current()
    const onVisibility = () => document.visibilityState === "hidden" && save()
    window.addEventListener("blur", save)
    window.addEventListener("pagehide", save)
    document.addEventListener("visibilitychange", onVisibility)
    return () => {
      window.removeEventListener("blur", save)
      window.removeEventListener("pagehide", save)
      document.removeEventListener("visibilitychange", onVisibility)
    }
  }, [])

  const rawPassage = question?.passage ?? null
  const passage = useMemo(() => (rawPassage ? sanitizeHtml(rawPassage) : null), [rawPassage])
  const reviewItems = r.ids.map((id, i) => ({
    position: i + 1,
    answered: isAnswered(answers[id]),
    flagged: answers[id]?.flagged ?? false,
  }))
  const jump = (i: number | null) => {
    r.move(i)
    setView("question")
    setNavigatorOpen(false)
  }

  if (!question) return <p role="status">Loading question data...</p>

  const toolbar = (
    <>
      <ToolToggles section={p.module.section_type} tools={tools} />
      <MoreMenu
        onPause={p.onPause}
        onSaveAndExit={p.saveAndExit && (() => p.saveAndExit?.run(r.flush))}
        saving={p.saveAndExit?.saving}
        lineReader={{ on: reader.on, toggle: reader.toggle }}
      />
    </>
  )

  const questionView = (
    <QuestionView
      question={passage ? { ...question, passage: null } : question}
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
    />
  )

  return (
    <div className="min-h-screen pb-28">
      <ModuleHeader
        title={title}
        section={p.module.section_type}
        remaining={r.remaining}
        status={r.status}
        tools={tools}
        toolbar={toolbar}
        below={
          <div className="mx-auto max-w-7xl px-4 pb-1">
            <FullSatProgressBar
              modules={p.modules}
              at={{ kind: "module", order: p.module.module_order, remainingSeconds: r.remaining ?? 0 }}
            />
          </div>
        }
      />
      {view === "review" ? (
        <div className="mx-auto max-w-3xl px-4 py-8">
          <h2 className="mb-2 text-2xl font-bold">Check Your Work</h2>
          <p className="mb-6 text-sm text-muted-foreground">
            Choose any question to go back to it. When you are ready, submit the module: you cannot return to it
            afterwards.
          </p>
          <ReviewGrid
            title={title}
            questions={reviewItems}
            onJump={(position) => jump(jumpTarget(position - 1, count))}
          />
        </div>
      ) : passage ? (
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-2 lg:gap-0 lg:divide-x lg:divide-border">
          <article aria-labelledby="passage-heading" className="min-w-0 font-serif text-base lg:pr-6">
            {/* Keeps the heading order (h1 module, h2 passage, h3 its notes) for screen readers. */}
            <h2 id="passage-heading" className="sr-only">
              Passage
            </h2>
            <AnnotatedPassage
              sessionId={p.fullSatId}
              questionId={question.question_id}
              html={passage}
              enabled={tools.open.notes}
            />
          </article>
          <div className="min-w-0 lg:pl-6">{questionView}</div>
        </div>
      ) : (
        <div className="px-4 py-6">{questionView}</div>
      )}
      <ModuleFooter
        position={view === "question" ? `Question ${index + 1} of ${count}` : null}
        positionWidest={`Question ${count} of ${count}`}
        navigatorOpen={navigatorOpen}
        onToggleNavigator={() => setNavigatorOpen((o) => !o)}
        navigator={
          <div className="grid gap-2">
            <QuestionNavigator
              questionIds={r.ids}
              current={index}
              answers={answers}
              onJump={(i) => jump(jumpTarget(i, count))}
            />
            <Button variant="outline" size="sm" onClick={() => (setView("review"), setNavigatorOpen(false))}>
              Go to Review Page
            </Button>
          </div>
        }
        onBack={
          view === "review"
            ? () => setView("question")
            : canGoPrevious(index)
              ? () => r.move(jumpTarget(index - 1, count))
              : null
        }
        next={
          view === "review"
            ? {
                label: p.submitting ? "Submitting…" : "Submit Module",
                onClick: r.requestSubmit,
                disabled: p.submitting,
              }
            : r.last
              ? { label: "Next", onClick: () => (setView("review"), setNavigatorOpen(false)) }
              : { label: "Next", onClick: () => r.move(jumpTarget(index + 1, count)) }
        }
      />
      <SubmitModuleDialog
        open={r.confirming}
        onOpenChange={r.setConfirming}
        unanswered={r.unanswered.length}
        onSubmit={r.confirmSubmit}
      />
      {view === "question" && (
        <RunnerAnnouncer index={index} count={count} headingId={questionHeadingId(question.question_id)} />
      )}
      {reader.overlay}
      <ToolWindows tools={tools} />
    </div>
  )
}
