import { useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useRef, useState } from "react"
import { enqueueAnswer } from "../api/answer-queue"
import { writeLocalSession } from "../api/local-session"
import { answersReducer, emptyEntry, type AnswerAction, type AnswerMap } from "../domain/answers"

type Init = { answers: AnswerMap; index: number; deadline: number | null }

/**
 * The runner's answers and position. Every change is applied at once, written
 * to this device's IndexedDB copy, and only then queued for the server, so
 * nothing waits on the network and nothing is lost if the page goes away.
 */
export function useAnswerState(sessionId: string, init: Init) {
  const queryClient = useQueryClient()
  const [answers, setAnswers] = useState(init.answers)
  const [index, setIndex] = useState(init.index)
  const latest = useRef({ answers: init.answers, index: init.index })
  const deadline = init.deadline

  const persist = useCallback(
    () =>
      writeLocalSession(sessionId, {
        answers: latest.current.answers,
        currentIndex: latest.current.index,
        deadline,
      }),
    [sessionId, deadline],
  )

  /** Writes this device's copy, then queues the question's current state for the server. */
  const send = useCallback(
    (questionId: string) => {
      const entry = latest.current.answers[questionId] ?? emptyEntry
      return persist().then(() =>
        enqueueAnswer(queryClient, {
          sessionId,
          questionId,
          answer: entry.answer,
          timeSpentSeconds: entry.timeSpent,
          clientSeq: entry.seq,
          flagged: entry.flagged,
          eliminated: entry.eliminated,
        }),
      )
    },
    [persist, queryClient, sessionId],
  )

  const change = useCallback(
    (action: Exclude<AnswerAction, { type: "merge" | "refused" | "addTime" }>) => {
      const next = answersReducer(latest.current.answers, action)
      if (next === latest.current.answers) return
      latest.current = { ...latest.current, answers: next }
      setAnswers(next)
      void send(action.questionId)
    },
    [send],
  )

  /**
   * Time spent after the last change reaches the server when the student
   * leaves the question: the same seq, so the server (ties apply) only raises
   * the time. Untouched questions send nothing.
   */
  const sendTime = useCallback(
    (questionId: string) => {
      const entry = latest.current.answers[questionId]
      // Resolves once the change is on disk and queued (the full SAT awaits it before submitting).
      return entry && entry.seq > 0 && !entry.refused ? send(questionId) : Promise.resolve()
    },
    [send],
  )

  /** Changes that never reach the server: time on a question, refusals. */
  const note = useCallback(
    (action: Extract<AnswerAction, { type: "refused" | "addTime" }>) => {
      const next = answersReducer(latest.current.answers, action)
      if (next === latest.current.answers) return
      latest.current = { ...latest.current, answers: next }
      setAnswers(next)
      void persist()
    },
    [persist],
  )

  const goTo = useCallback(
    (target: number) => {
      latest.current = { ...latest.current, index: target }
      setIndex(target)
      void persist()
    },
    [persist],
  )

  // The first write records the deadline and the merged state on this device.
  useEffect(() => {
    void persist()
  }, [persist])

  return { answers, index, change, note, goTo, sendTime }
}
