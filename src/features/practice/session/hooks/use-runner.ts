import { useCallback, useEffect, useRef, useState } from "react"
import { OPTION_LETTERS, type OptionLetter, type SessionQuestion } from "../api/types"
import { useAnswerQueueStatus } from "../api/use-answer-queue-status"
import { isAnswered } from "../domain/answers"
import { canGoNext, canGoPrevious, isLastQuestion, jumpTarget } from "../domain/navigation"
import { unansweredNumbers } from "../domain/progress"
import { PROGRESS_SAVE_SECONDS } from "../domain/timer"
import { useAnswerState } from "./use-answer-state"
import { useCountdown } from "./use-countdown"
import { useRunnerKeys } from "./use-runner-keys"
import type { RunnerInit } from "./use-session-bootstrap"

export type Progress = { currentQuestion: number; timeRemaining: number | null }

export type RunnerOptions = {
  sessionId: string
  questions: readonly SessionQuestion[]
  init: RunnerInit
  /** Section tests: Next waits for an answer. The full SAT lets students skip. */
  requireAnswerToAdvance?: boolean
  /** Called when the student confirms, or (`timeUp`) when a timed test reaches zero. */
  onSubmit: (reason: { timeUp: boolean }) => void
  /** Background save of where the student is: every 30 s of countdown (and on every move, unless `quietMoves`). */
  onProgress?: (progress: Progress) => void
  /**
   * Full SAT: a move between questions makes no request. Time spent on the
   * questions left and the position go with the 30 s progress save, `flush()`
   * and submit instead (the device's copy has them at once either way).
   */
  quietMoves?: boolean
  /** A deadline that replaces `init.deadline` (after a pause, the server's new one). */
  deadline?: number | null
  /** Stops the countdown (pause). */
  paused?: boolean
  /** The Next shortcut on the last question (the full SAT opens Check Your Work). */
  onNextPastLast?: () => void
  /** Keyboard shortcuts off (a page over the questions, e.g. Check Your Work). */
  keysEnabled?: boolean
}

/**
 * What every runner does, whatever its layout (section tests, full-SAT
 * modules): answers and position (on disk, then queued), the countdown and
 * its auto-submit, progress saves, time per question, keyboard shortcuts,
 * and the submit request (confirm first when blanks remain).
 */
export function useRunner(o: RunnerOptions) {
  const { sessionId, questions, init, onSubmit, quietMoves = false, requireAnswerToAdvance = true } = o
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

  // Questions left since the last send whose time the server has not had (quietMoves).
  const unsentTime = useRef(new Set<string>())
  const sendUnsentTime = useCallback(() => {
    const pending = [...unsentTime.current].map((id) => sendTime(id))
    unsentTime.current.clear()
    return Promise.all(pending)
  }, [sendTime])

  const submit = useRef(onSubmit)
  useEffect(() => {
    submit.current = onSubmit
  })
  /** Everything the device holds reaches the queue first, then the caller submits (and drains the queue). */
  const submitNow = useCallback(
    (reason: { timeUp: boolean }) => {
      flushTime()
      const id = questions[index]?.question_id
      if (quietMoves && id) unsentTime.current.add(id)
      void sendUnsentTime().then(() => submit.current(reason))
    },
    [flushTime, index, questions, quietMoves, sendUnsentTime],
  )

  const remaining = useCountdown(
    o.deadline === undefined ? init.deadline : o.deadline,
    () => submitNow({ timeUp: true }),
    o.paused,
  )
  const progress = useRef(o.onProgress)
  useEffect(() => {
    progress.current = o.onProgress
  })
  const lastSaved = useRef<number | null>(null)
  useEffect(() => {
    if (!quietMoves) progress.current?.({ currentQuestion: index + 1, timeRemaining: lastSaved.current })
  }, [index, quietMoves])
  useEffect(() => {
    if (remaining == null || remaining === 0) return
    if (lastSaved.current == null || lastSaved.current - remaining >= PROGRESS_SAVE_SECONDS) {
      const first = lastSaved.current == null
      lastSaved.current = remaining
      if (first) return
      progress.current?.({ currentQuestion: index + 1, timeRemaining: remaining })
      void sendUnsentTime()
    }
  }, [remaining, index, sendUnsentTime])

  /** Sends the position, the time left and time on questions now (blur, pause, leaving the page). */
  const flush = useCallback(() => {
    flushTime()
    const id = questions[index]?.question_id
    if (id) unsentTime.current.add(id)
    progress.current?.({ currentQuestion: index + 1, timeRemaining: remaining })
    return sendUnsentTime()
  }, [flushTime, index, questions, remaining, sendUnsentTime])

  const move = (target: number | null) => {
    if (target == null || target === index) return
    flushTime()
    if (question) {
      if (quietMoves) unsentTime.current.add(question.question_id)
      else void sendTime(question.question_id)
    }
    goTo(target)
  }
  const answered = isAnswered(question ? answers[question.question_id] : undefined)
  const nextEnabled = canGoNext(index, count, answered, { requireAnswer: requireAnswerToAdvance })
  const last = isLastQuestion(index, count)
  const unanswered = unansweredNumbers(ids, answers)

  const requestSubmit = () => {
    flushTime()
    if (unanswered.length > 0) setConfirming(true)
    else submitNow({ timeUp: false })
  }
  const answer = (value: string | null) => {
    if (!question) return
    flushTime()
    change({ type: "answer", questionId: question.question_id, answer: value, seq: Date.now() })
  }
  const toggleFlag = () => question && change({ type: "toggleFlag", questionId: question.question_id, seq: Date.now() })
  const toggleEliminated = (letter: OptionLetter) =>
    question && change({ type: "toggleEliminated", questionId: question.question_id, letter, seq: Date.now() })

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
      next: () => nextEnabled && (last ? o.onNextPastLast?.() : move(jumpTarget(index + 1, count))),
      previous: () => canGoPrevious(index) && move(jumpTarget(index - 1, count)),
      flag: toggleFlag,
    },
    !confirming && o.keysEnabled !== false,
  )

  return {
    answers,
    index,
    question,
    count,
    ids,
    remaining,
    status,
    confirming,
    setConfirming,
    unanswered,
    answered,
    nextEnabled,
    last,
    move,
    answer,
    toggleFlag,
    toggleEliminated,
    requestSubmit,
    /** Submits without asking (the confirm dialog's action). */
    confirmSubmit: () => submitNow({ timeUp: false }),
    flush,
  }
}

export type Runner = ReturnType<typeof useRunner>
