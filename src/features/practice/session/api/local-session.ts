import { createKv, type Kv } from "@/lib/persist/kv"
import type { SessionQuestion } from "@/lib/supabase/rpc/sessions"
import { answersReducer, type AnswerEntry, type AnswerMap } from "../domain/answers"

/**
 * This device's copy of a session in IndexedDB: answers, flags, struck-out
 * options, where the student is and the deadline. Written once per change,
 * before anything is sent, so a reload (even offline) resumes exactly here.
 * The session's questions (their HTML is most of the bytes) are kept beside
 * it under their own key, written once per session, never with an answer.
 */
export type LocalSession = {
  v: 1
  answers: AnswerMap
  currentIndex: number
  /** Epoch ms when a timed session ends; null when untimed or unknown. */
  deadline: number | null
  savedAt: number
}

export const LOCAL_SESSIONS_DB = "sat-cookie-sessions"

let kv: Kv | null = null
const store = () => (kv ??= createKv(LOCAL_SESSIONS_DB))
const key = (sessionId: string) => `session:${sessionId}`
const questionsKey = (sessionId: string) => `questions:${sessionId}`

export async function readLocalSession(sessionId: string): Promise<LocalSession | null> {
  try {
    const value = await store().get<LocalSession>(key(sessionId))
    return value?.v === 1 ? value : null
  } catch {
    // Private mode or a blocked database: the server copy still works.
    return null
  }
}

export function writeLocalSession(sessionId: string, value: Omit<LocalSession, "v" | "savedAt">): Promise<void> {
  return store()
    .set(key(sessionId), { v: 1, ...value, savedAt: Date.now() } satisfies LocalSession)
    .catch((error: unknown) => console.warn("Could not keep answers on this device:", error))
}

/**
 * The server answered a save with a newer stored state (`applied: false`):
 * the device copy takes it (newest change wins), so a reload shows it too.
 */
export async function mergeLocalAnswer(sessionId: string, questionId: string, entry: AnswerEntry): Promise<void> {
  const local = await readLocalSession(sessionId)
  if (!local) return
  const answers = answersReducer(local.answers, { type: "merge", entries: { [questionId]: entry } })
  if (answers[questionId] === local.answers[questionId]) return
  await writeLocalSession(sessionId, { answers, currentIndex: local.currentIndex, deadline: local.deadline })
}

/** The questions of a session as this device last received them (an offline reload resumes from here). */
export async function readLocalQuestions(sessionId: string): Promise<SessionQuestion[] | null> {
  try {
    return (await store().get<SessionQuestion[]>(questionsKey(sessionId))) ?? null
  } catch {
    return null
  }
}

/** Kept once per session: questions do not change while it runs. */
export function writeLocalQuestions(sessionId: string, questions: readonly SessionQuestion[]): Promise<void> {
  return store()
    .set(questionsKey(sessionId), questions)
    .catch((error: unknown) => console.warn("Could not keep the questions on this device:", error))
}

export function clearLocalSession(sessionId: string): Promise<void> {
  return Promise.all([store().del(key(sessionId)), store().del(questionsKey(sessionId))])
    .then(() => undefined)
    .catch(() => undefined)
}

/** Every session this device holds (sign-out on a shared computer, or another student signed in). */
export function clearAllLocalSessions(): Promise<void> {
  return store()
    .clear()
    .catch(() => undefined)
}
