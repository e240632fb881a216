import { createKv, type Kv } from "@/lib/persist/kv"
import type { AnswerMap } from "../domain/answers"

/**
 * This device's copy of a session in IndexedDB: answers, flags, struck-out
 * options, where the student is and the deadline. Written on every change,
 * before anything is sent, so a reload (even offline) resumes exactly here.
 */
export type LocalSession = {
  v: 1
  answers: AnswerMap
  currentIndex: number
  /** Epoch ms when a timed session ends; null when untimed or unknown. */
  deadline: number | null
  savedAt: number
}

let kv: Kv | null = null
const store = () => (kv ??= createKv("sat-cookie-sessions"))
const key = (sessionId: string) => `session:${sessionId}`

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

export function clearLocalSession(sessionId: string): Promise<void> {
  return store()
    .del(key(sessionId))
    .catch(() => undefined)
}
