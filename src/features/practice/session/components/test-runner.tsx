import { useCallback, useEffect, useRef, useState, type ReactNode } from "react"
import { Button } from "@/components/ui/button"
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons"
import { OPTION_LETTERS, type OptionLetter, type SessionQuestion } from "../api/types"
import { useAnswerQueueStatus } from "../api/use-answer-queue-status"
import { isAnswered } from "../domain/answers"
import { canGoNext, canGoPrevious, isLastQuestion, jumpTarget } from "../domain/navigation"
import { answeredCount, unansweredNumbers } from "../domain/progress"
import { PROGRESS_SAVE_SECONDS } from "../domain/timer"
import { useAnswerState } from "../hooks/use-answer-state"
import { useCountdown } from "../hooks/use-countdown"
import { useRunnerKeys } from "../hooks/use-runner-keys"
import type { RunnerInit } from "../hooks/use-session-bootstrap"
import { QuestionNavigator } from "./question-navigator"
import { QuestionView } from "./question-view"
import { RunnerHeader } from "./runner-header"
import { ShortcutsHelp } from "./shortcuts-help"
import { SubmitDialog } from "./lazy-submit-dialog"

export type Progress = { currentQuestion: number; timeRemaining: number | null }

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
  showEliminator?: boolean
  headerStart?: ReactNode
  headerEnd?: ReactNode
  unit?: "test" | "module"
  /** The header's submit button ("Submit Test"; the full SAT says "Submit Module"). */
  submitLabel?: string
}

/**
 * The test runner shared by section tests, full-SAT modules and practice
 * sets. Every move is local: answers are on disk and queued before the next
 * render, so nothing here waits on the network.
 */
export function TestRunner(props: TestRunnerProps) {
  const { sessionId, questions, init, onSubmit, onProgress, requireAnswerToAdvance = true } = props
  const { answers, index, change, note, goTo, sendTime } = useAnswerState(sessionId, init)
  const status = useAnswerQueueStatus(sessionId)
  const [confirming, setConfirming] = useState(false)
  const count = questions.length
  const question = questions[index]
  const ids = questions.map((q) => q.question_id)

  // Time on the current question, added to its entry when the student acts or leaves.
  const enteredAt = useRef(0)
  useEffect(() => {
    enteredAt.current = Date.now()
  }, [index])
  const flushTime = useCallback(() => {
    const id = questions[index]?.question_id
    const seconds = Math.floor((Date.now() - enteredAt.current) / 1000)
    if (!id || seconds <= 0) return
    enteredAt.current += seconds * 1000
    note({ type: "addTime", questionId: id, seconds })
  }, [index, note, questions])

  const remaining = useCountdown(init.deadline, () => onSubmit({ timeUp: true }))
  const progress = useRef(onProgress)
  useEffect(() => {
    progress.current = onProgress
  })
  const lastSaved = useRef<number | null>(null)
  useEffect(() => {
    progress.current?.({ currentQuestion: index + 1, timeRemaining: lastSaved.current })
  }, [index])
  useEffect(() => {
    if (remaining == null || remaining === 0) return
    if (lastSaved.current == null || lastSaved.current - remaining >= PROGRESS_SAVE_SECONDS) {
      const first = lastSaved.current == null
      lastSaved.current = remaining
      if (!first) progress.current?.({ currentQuestion: index + 1, timeRemaining: remaining })
    }
  }, [remaining, index])

  useEffect(() => {
    for (const r of status.refused) note({ type: "refused", questionId: r.questionId, seq: r.clientSeq })
  }, [status.refused, note])

  const move = (target: number | null) => {
    if (target == null || target === index) return
    flushTime()
    if (question) sendTime(question.question_id)
    goTo(target)
  }
  const answered = isAnswered(question ? answers[question.question_id] : undefined)
  const nextEnabled = canGoNext(index, count, answered, { requireAnswer: requireAnswerToAdvance })
  const last = isLastQuestion(index, count)

  const requestSubmit = () => {
    flushTime()
    if (unansweredNumbers(ids, answers).length > 0) setConfirming(true)
    else onSubmit({ timeUp: false })
  }
  const answer = (value: string | null) => {
    if (!question) return
    flushTime()
    change({ type: "answer", questionId: question.question_id, answer: value, seq: Date.now() })
  }
  const toggleFlag = () => question && change({ type: "toggleFlag", questionId: question.question_id, seq: Date.now() })

  useRunnerKeys(
    {
      choose: (letter) => question?.format === "mcq" && answer(letter),
      cycle: (step) => {
        if (question?.format !== "mcq") return
        const current = OPTION_LETTERS.indexOf(answers[question.question_id]?.answer as OptionLetter)
        const letter = OPTION_LETTERS[current < 0 ? 0 : (current + step + 4) % 4]!
        answer(letter)
        // Focus follows the choice, so the radio group's own arrow keys take over.
        document.getElementById(`${question.question_id}-${letter}`)?.focus()
      },
      next: () => nextEnabled && !last && move(jumpTarget(index + 1, count)),
      previous: () => canGoPrevious(index) && move(jumpTarget(index - 1, count)),
      flag: toggleFlag,
    },
    !confirming,
  )

  if (!question) return <p role="status">Loading question data...</p>

  return (
    <div className="min-h-screen">
      <RunnerHeader
        title={props.title}
        index={index}
        count={count}
        answered={answeredCount(ids, answers)}
        remaining={remaining}
        status={status}
        onSubmit={requestSubmit}
        submitting={props.submitting}
        submitLabel={props.submitLabel}
        start={props.headerStart}
        end={
          <>
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
            onAnswer={answer}
            onToggleFlag={toggleFlag}
            onToggleEliminated={
              props.showEliminator
                ? (letter) =>
                    change({ type: "toggleEliminated", questionId: question.question_id, letter, seq: Date.now() })
                : undefined
            }
          />
          <div className="mt-8 flex items-center justify-between gap-3 border-t border-border pt-4">
            <Button
              variant="outline"
              onClick={() => move(jumpTarget(index - 1, count))}
              disabled={!canGoPrevious(index)}
            >
              <ChevronLeftIcon aria-hidden className="size-4" /> Previous
            </Button>
            {last ? (
              <Button onClick={requestSubmit} disabled={!nextEnabled || props.submitting}>
                Finish Test
              </Button>
            ) : (
              <Button onClick={() => move(jumpTarget(index + 1, count))} disabled={!nextEnabled}>
                Next <ChevronRightIcon aria-hidden className="size-4" />
              </Button>
            )}
          </div>
          {requireAnswerToAdvance && !answered && (
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
      <SubmitDialog
        open={confirming}
        onOpenChange={setConfirming}
        unanswered={unansweredNumbers(ids, answers)}
        onConfirm={() => onSubmit({ timeUp: false })}
        unit={props.unit}
      />
    </div>
  )
}
