import { describe, expect, it } from "vitest"
import { admin, newClient, uniqueEmail } from "./helpers"

const STUDENTS = 40
/**
 * Longer than Node's default keepAliveTimeout (5 s), far shorter than the
 * gateway's (KEEP_ALIVE_TIMEOUT_MS, 75 s).
 */
const STALL_MS = 6_000

/**
 * Holds this worker's event loop (without burning a core): its timers, the
 * keep-alive ones of fetch's connection pool included, run late, as in a
 * client process starved on a loaded machine. The stack runs in another
 * process and keeps its own time.
 */
const stall = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * A class signs in at once, and again after the client stalled: the second
 * round goes out on the first round's pooled sockets before the client's
 * timers can retire them. With Node's 5 s keepAliveTimeout the gateway had
 * closed them meanwhile and sign-ins failed "other side closed" (14 of 360
 * in rounds with a 3.5 s stall, supabase/bench/signin-reset.ts); the
 * gateway now keeps idle connections for 75 s, as nginx does. The suite's
 * stack has the auth per-address limits off (every student here signs in
 * from 127.0.0.1); with them on, each would need an address of its own.
 */
describe("kept-alive connections", () => {
  it("parallel supabase-js sign-ins succeed on sockets reused after the client stalled", async () => {
    const password = "correct-horse-9"
    const emails = Array.from({ length: STUDENTS }, () => uniqueEmail("keepalive"))
    const service = admin()
    for (let i = 0; i < STUDENTS; i += 10)
      await Promise.all(
        emails.slice(i, i + 10).map(async (email) => {
          const { error } = await service.auth.admin.createUser({ email, password, email_confirm: true })
          if (error) throw error
        }),
      )
    const round = () =>
      Promise.all(
        emails.map(async (email) => {
          const { error } = await newClient().auth.signInWithPassword({ email, password })
          return error ? `${error.status ?? ""} ${error.message}` : "ok"
        }),
      )
    expect(await round()).toEqual(emails.map(() => "ok"))
    stall(STALL_MS)
    // Dispatched before this worker's timers get a turn: the pooled sockets are reused.
    expect(await round()).toEqual(emails.map(() => "ok"))
  }, 120_000)
})
