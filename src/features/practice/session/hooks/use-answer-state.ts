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

  const change = useCallback(
    (action: Exclude<AnswerAction, { type: "merge" | "refused" | "addTime" }>) => {
      const next = answersReducer(latest.current.answers, action)
      if (next === latest.current.answers) return
      latest.current = { ...latest.current, answers: next }
      setAnswers(next)
      const entry = next[action.questionId] ?? emptyEntry
      void persist().then(() =>
        enqueueAnswer(queryClient, {
          sessionId,
          questionId: action.questionId,
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

  return { answers, index, change, note, goTo }
}
