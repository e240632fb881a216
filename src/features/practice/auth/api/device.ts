import type { QueryClient } from "@tanstack/react-query"
import { clearAllLocalSessions } from "@/features/practice/session/api/local-session"
import { PREFERENCE_KEYS } from "@/features/practice/shell/domain/preferences"
import { CHUNK_RELOAD_KEY } from "@/lib/chunk-reload"
import { clearPersistedQueries, closeQueryPersisters } from "@/lib/persist/query-persister"
import { CODE_ID_KEY, PENDING_CODE_KEY } from "../domain/pending-code"

/*
 * A practice device is often a shared school computer. What one student
 * leaves on it (the IndexedDB copy of their answers and questions, the
 * persisted query cache, highlights and notes, remembered access, anything
 * else the app keeps in web storage) is removed when they sign out, and
 * when someone else signs in without that sign-out (an expired session).
 * Kept: the device's display preferences, supabase-js's own auth entry (it
 * manages it), and the chunk-reload guard.
 */

/** Who the data on this device belongs to. */
export const DEVICE_OWNER_KEY = "sat-cookie-device-owner"

const keptEverywhere = new Set<string>([...Object.values(PREFERENCE_KEYS), CHUNK_RELOAD_KEY])
const isAuthEntry = (key: string) => key.startsWith("sb-") && key.endsWith("-auth-token")

function removeStudentKeys(storage: Storage, keep: ReadonlySet<string>) {
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i)
    if (key !== null && !keep.has(key) && !isAuthEntry(key)) storage.removeItem(key)
  }
}

function safely(fn: () => void) {
  try {
    fn()
  } catch {
    // Storage blocked: there is nothing in it to remove.
  }
}

/**
 * Removes every trace of the student from this device. `keepPendingCode`:
 * someone else is signing in, and a setup code they validated before the
 * Google round trip is theirs, not the previous student's.
 */
export async function forgetStudent(queryClient: QueryClient, { keepPendingCode = false } = {}): Promise<void> {
  // The persister first: its throttled trailing write (the in-memory cache as it was when
  // scheduled) would otherwise land after the wipe and put their cache back on disk.
  closeQueryPersisters()
  // Then memory: nothing of theirs renders.
  queryClient.clear()
  const keep = new Set(keepPendingCode ? [...keptEverywhere, PENDING_CODE_KEY, CODE_ID_KEY] : keptEverywhere)
  safely(() => removeStudentKeys(localStorage, keep))
  safely(() => removeStudentKeys(sessionStorage, keep))
  await Promise.all([clearAllLocalSessions(), clearPersistedQueries()])
}

function owner(): string | null {
  try {
    return localStorage.getItem(DEVICE_OWNER_KEY)
  } catch {
    return null
  }
}

/**
 * Called when a student is signed in: null when the device is already theirs
 * (or holds nobody's data, after a sign-out), else a promise that resolves
 * once the previous student's data is gone. Nothing renders for the new
 * student before then.
 */
export function claimDevice(queryClient: QueryClient, userId: string): Promise<void> | null {
  const current = owner()
  const own = () => safely(() => localStorage.setItem(DEVICE_OWNER_KEY, userId))
  if (current === userId) return null
  if (current === null) {
    own()
    return null
  }
  return forgetStudent(queryClient, { keepPendingCode: true }).then(own)
}
