import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import http from "node:http"
import WebSocket from "ws"
import { admin, stack, uniqueEmail } from "./helpers"

/**
 * Per-client rate limits key on the socket's address, which the local
 * gateway passes on as X-Forwarded-For. Linux routes all of 127.0.0.0/8 to
 * the loopback device, so a test can be "another client" by binding its
 * requests to another loopback address.
 */
export function freshAddress() {
  const octet = () => 1 + Math.floor(Math.random() * 254)
  return `127.${octet()}.${octet()}.${octet()}`
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304])

/** A fetch whose requests leave from `localAddress` (plain HTTP, as the local stack speaks). */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    return new Promise<Response>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: request.method,
          headers: Object.fromEntries(request.headers),
          localAddress,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on("data", (c: Buffer) => chunks.push(c))
          res.on("error", reject)
          res.on("end", () => {
            const headers = new Headers()
            for (const [k, v] of Object.entries(res.headers))
              for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) headers.append(k, one)
            const status = res.statusCode ?? 502
            resolve(new Response(NULL_BODY_STATUS.has(status) ? null : Buffer.concat(chunks), { status, headers }))
          })
        },
      )
      req.on("error", reject)
      req.end(body)
    })
  }
}

/** A supabase-js client (anon key) whose requests come from `address`. */
export function clientAt(address: string): SupabaseClient {
  return createClient(stack().url, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(address) },
    realtime: { transport: WebSocket as never },
  })
}

/** A new student, signed in through a client at `address`. */
export async function signedInStudentAt(address: string, tag = "student") {
  const email = uniqueEmail(tag)
  const password = "correct-horse-9"
  const { data, error } = await admin().auth.admin.createUser({ email, password, email_confirm: true })
  if (error) throw error
  const client = clientAt(address)
  const signIn = await client.auth.signInWithPassword({ email, password })
  if (signIn.error) throw signIn.error
  return { client, user: data.user, session: signIn.data.session, email, password }
}

/** Signs an existing student in again through a client at another address. */
export async function sameStudentAt(address: string, s: { email: string; password: string }) {
  const client = clientAt(address)
  const signIn = await client.auth.signInWithPassword({ email: s.email, password: s.password })
  if (signIn.error) throw signIn.error
  return client
}

/**
 * Rate limits count in fixed one-minute windows: start a burst early enough
 * in a window that it cannot straddle two (which would reset the count).
 */
export async function awayFromMinuteEdge(burstSeconds = 5) {
  const intoMinute = (Date.now() / 1000) % 60
  if (intoMinute > 60 - burstSeconds) await new Promise((r) => setTimeout(r, (60 - intoMinute) * 1000 + 200))
}
