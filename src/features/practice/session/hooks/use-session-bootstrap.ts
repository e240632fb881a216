import { onlineManager, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { isTransient } from "@/lib/supabase/rpc/errors"
import type { SessionQuestion, SessionRow } from "@/lib/supabase/rpc/sessions"
import { enqueueAnswer } from "../api/answer-queue"
import { sessionQueryOptions } from "../api/get-session"
import { sessionQuestionsQueryOptions } from "../api/get-session-questions"
import { sessionKeys } from "../api/keys"
import { readLocalQuestions, readLocalSession, writeLocalQuestions, type LocalSession } from "../api/local-session"
import { answersReducer, unsentEntries, type AnswerEntry, type AnswerMap } from "../domain/answers"
import { clampIndex } from "../domain/navigation"
import { deadlineFrom } from "../domain/timer"

export type RunnerInit = { answers: AnswerMap; index: number; deadline: number | null }

export function serverAnswers(questions: readonly SessionQuestion[]): AnswerMap {
  const map: Record<string, AnswerEntry> = {}
  for (const q of questions)
    map[q.question_id] = {
      answer: q.user_answer,
      flagged: q.flagged,
      eliminated: q.eliminated,
      timeSpent: q.time_spent_seconds,
      seq: q.client_seq,
    }
  return map
}

/**
 * Where a runner starts: the server's answers merged with this device's
 * (newest change wins), the newer of the two positions, and the deadline.
 * A fresh server answer gives the time left by the server clock (immune to a
 * wrong device clock, and aware of pauses); offline, the deadline this device
 * recorded, else the server's last known one.
 */
export function mergeStart(
  session: SessionRow,
  questions: readonly SessionQuestion[],
  local: LocalSession | null,
  now: number,
  fresh: boolean,
): RunnerInit & { unsent: [string, AnswerEntry][] } {
  const server = serverAnswers(questions)
  const answers = local ? answersReducer(server, { type: "merge", entries: local.answers }) : server
  const localIsNewer = local != null && local.savedAt >= Date.parse(session.updated_at)
  const index = clampIndex(localIsNewer ? local.currentIndex : session.current_question - 1, questions.length)
  return {
    answers,
    index,
    deadline: startDeadline(session, local, now, fresh),
    unsent: local ? unsentEntries(local.answers, server) : [],
  }
}

function startDeadline(session: SessionRow, local: LocalSession | null, now: number, fresh: boolean): number | null {
  if (!session.is_timed) return null
  if (fresh && session.remaining_seconds != null) return deadlineFrom(session.remaining_seconds, now)
  if (local?.deadline != null) return local.deadline
  if (session.deadline_at) return Date.parse(session.deadline_at)
  return deadlineFrom(session.time_remaining_seconds ?? 0, now)
}

/**
 * The server's copy when the network answers, else the copy this device
 * persisted. TanStack's onlineManager starts "online" whatever the browser
 * says, so a reload while offline must also ask navigator.onLine, and a
 * network failure falls back to the persisted copy rather than spinning.
 */
async function serverOrPersisted<T>(
  queryClient: QueryClient,
  options: { queryKey: readonly unknown[]; queryFn?: unknown },
  online: boolean,
): Promise<{ data: T; fresh: boolean }> {
  const opts = options as Parameters<QueryClient["fetchQuery"]>[0]
  if (!online) return { data: (await queryClient.ensureQueryData(opts)) as T, fresh: false }
  try {
    // "always": a fetch that starts just as the connection drops fails fast instead of pausing.
    return { data: (await queryClient.fetchQuery({ ...opts, retry: false, networkMode: "always" })) as T, fresh: true }
  } catch (error) {
    const cached = queryClient.getQueryData(options.queryKey)
    if (cached === undefined || !isTransient(error)) throw error
    return { data: cached as T, fresh: false }
  }
}

/**
 * The questions (they carry the server's answers): the server's when it
 * answers, else this device's copy. The copy is written once per session,
 * whenever the device has none yet (whichever branch fetched them), never
 * again with an answer.
 */
async function loadQuestions(
  queryClient: QueryClient,
  sessionId: string,
  online: boolean,
): Promise<{ data: SessionQuestion[]; fresh: boolean }> {
  const kept = readLocalQuestions(sessionId)
  if (online) {
    try {
      const data = await queryClient.fetchQuery({
        ...sessionQuestionsQueryOptions(sessionId),
        retry: false,
        networkMode: "always",
      })
      if ((await kept) === null) await writeLocalQuestions(sessionId, data)
      return { data, fresh: true }
    } catch (error) {
      const copy = (await kept) ?? queryClient.getQueryData<SessionQuestion[]>(sessionKeys.questions(sessionId))
      if (!copy || !isTransient(error)) throw error
      return { data: copy, fresh: false }
    }
  }
  const copy = await kept
  if (copy) return { data: copy, fresh: false }
  // No copy yet, and the browser says offline: navigator.onLine can be wrong (false on a
  // machine whose only network is loopback, or behind some VPNs) while the server answers.
  // Questions that arrive this way are kept too, or a later offline reload finds none.
  const data = await queryClient.ensureQueryData(sessionQuestionsQueryOptions(sessionId))
  await writeLocalQuestions(sessionId, data)
  return { data, fresh: false }
}

export async function loadStart(queryClient: QueryClient, sessionId: string) {
  // Online, ask the server; offline, resume from the copies persisted on this device.
  const online = onlineManager.isOnline() && (typeof navigator === "undefined" || navigator.onLine !== false)
  const [session, questions, local] = await Promise.all([
    serverOrPersisted<SessionRow>(queryClient, sessionQueryOptions(sessionId), online),
    loadQuestions(queryClient, sessionId, online),
    readLocalSession(sessionId),
  ])
  const fresh = session.fresh && questions.fresh
  return {
    session: session.data,
    questions: questions.data,
    ...mergeStart(session.data, questions.data, local, Date.now(), fresh),
  }
}

/**
 * Loads a session, its questions and this device's copy once per mount
 * (later refetches must not reset a running test), and resends what the
 * server lacks.
 */
export function useSessionBootstrap(sessionId: string) {
  const queryClient = useQueryClient()
  // The client is the context the load reads from, not an input of the result.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const start = useQuery({
    queryKey: sessionKeys.start(sessionId),
    queryFn: () => loadStart(queryClient, sessionId),
    networkMode: "always",
    staleTime: Infinity,
    gcTime: 0,
    // A refusal (not found, not yours) will not change; a network blip might.
    retry: (count, error) => count < 2 && isTransient(error),
  })
  const data = start.data
  const resent = useRef<string | null>(null)
  useEffect(() => {
    // Saved-and-exited: the server refuses answers until the student resumes (then this runs again).
    if (!data || resent.current === sessionId || (data.session as { exited_at?: string | null }).exited_at) return
    resent.current = sessionId
    for (const [questionId, e] of data.unsent)
      enqueueAnswer(queryClient, {
        sessionId,
        questionId,
        answer: e.answer,
        timeSpentSeconds: e.timeSpent,
        clientSeq: e.seq,
        flagged: e.flagged,
        eliminated: e.eliminated,
      })
  }, [data, queryClient, sessionId])
  return start
}
