import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import pg from "pg"
import { inject } from "vitest"
import WebSocket from "ws"

export const stack = () => inject("stack")

/** In-memory storage, so each test client has its own session and PKCE verifier. */
function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

/** A real supabase-js client against the local stack, as a browser would hold it. */
export function newClient(key = stack().anonKey): SupabaseClient {
  return createClient(stack().url, key, {
    auth: {
      flowType: "pkce",
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    // supabase-js refuses to start on Node 20 without a WebSocket implementation.
    realtime: { transport: WebSocket as never },
  })
}

export const admin = () => newClient(stack().serviceRoleKey)

let seq = 0
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`

/** Creates a confirmed student through the admin API and returns a signed-in client. */
export async function signedInStudent(tag = "student") {
  const email = uniqueEmail(tag)
  const password = "correct-horse-9"
  const { data, error } = await admin().auth.admin.createUser({ email, password, email_confirm: true })
  if (error) throw error
  const client = newClient()
  const signIn = await client.auth.signInWithPassword({ email, password })
  if (signIn.error) throw signIn.error
  return { client, user: data.user, email, password, session: signIn.data.session }
}

/** A superuser connection for fixtures the API must not be able to make. */
export async function withDb<T>(fn: (db: pg.Client) => Promise<T>) {
  const db = new pg.Client({ connectionString: stack().dbUrl })
  await db.connect()
  try {
    return await fn(db)
  } finally {
    await db.end()
  }
}
