import { useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useRef, useState } from "react"
import { isTimeUp } from "@/lib/supabase/rpc/errors"
import type { SavedAnswer, SaveAnswerInput } from "@/lib/supabase/rpc/sessions"
import { enqueueAnswer, isSessionSave, savedEntry } from "../api/answer-queue"
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

  /*
   * One IndexedDB write per user action: a click adds the time spent on the
   * question and then the change itself; both land in `latest` in the same
   * task, and the write, scheduled on a microtask, carries them together.
   */
  const scheduled = useRef<Promise<void> | null>(null)
  const persist = useCallback(() => {
    scheduled.current ??= Promise.resolve().then(() => {
      scheduled.current = null
      return writeLocalSession(sessionId, {
        answers: latest.current.answers,
        currentIndex: latest.current.index,
        deadline,
      })
    })
    return scheduled.current
  }, [sessionId, deadline])

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

  /** Applies an action; false when it changed nothing (no render, no write). */
  const apply = useCallback((action: AnswerAction) => {
    const next = answersReducer(latest.current.answers, action)
    if (next === latest.current.answers) return false
    latest.current = { ...latest.current, answers: next }
    setAnswers(next)
    return true
  }, [])

  const change = useCallback(
    (action: Exclude<AnswerAction, { type: "merge" | "refused" | "addTime" }>) => {
      if (apply(action)) void send(action.questionId)
    },
    [apply, send],
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

  /** Changes that never reach the server: time on a question. */
  const note = useCallback(
    (action: Extract<AnswerAction, { type: "addTime" }>) => {
      if (apply(action)) void persist()
    },
    [apply, persist],
  )

  /*
   * The server's verdict on each save, applied once when the save settles
   * (never re-derived on every render): a change refused because time was up
   * is marked (kept on this device, never resent), and a save the server did
   * not apply because it held a newer change brings that change back here.
   */
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || !isSessionSave(event.mutation, sessionId)) return
        const input = event.mutation.state.variables as SaveAnswerInput | undefined
        if (!input) return
        const action = event.action
        if (action.type === "error" && isTimeUp(action.error)) {
          if (apply({ type: "refused", questionId: input.questionId, seq: input.clientSeq })) void persist()
        } else if (action.type === "success") {
          const saved = action.data as SavedAnswer | undefined
          if (saved?.applied === false && apply({ type: "merge", entries: { [saved.question_id]: savedEntry(saved) } }))
            void persist()
        }
      }),
    [apply, persist, queryClient, sessionId],
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
