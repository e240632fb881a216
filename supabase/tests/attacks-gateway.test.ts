import { describe, expect, it } from "vitest"
import { streamPost } from "./auth-http"
import { entitledStudent, stack, withDb } from "./helpers"

// Issue 16, part 3: what the gateway in front of PostgREST refuses.
const MB = 1024 * 1024

const restHeaders = (token = stack().anonKey) => ({
  apikey: stack().anonKey,
  Authorization: `Bearer ${token}`,
  "Content-Type": "application/json",
})

describe("request bodies on /rest/v1 are bounded (1 MB), as on /auth/v1", () => {
  // The attack: a 100 MB body ran 17.6 s, took PostgREST to 930 MB and ended in a 500.
  it("refuses a declared 5 MB body with 413 before PostgREST reads it", async () => {
    const res = await fetch(`${stack().url}/rest/v1/rpc/validate_setup_code`, {
      method: "POST",
      headers: restHeaders(),
      body: JSON.stringify({ input_code: "x".repeat(5 * MB) }),
    })
    expect(res.status).toBe(413)
    expect(res.headers.get("connection")).toBe("close")
    expect(await res.json()).toEqual({
      code: "request_too_large",
      message: `Request body is too large: at most ${MB} bytes are accepted`,
    })
  })

  it("stops a chunked body with no Content-Length at the limit", async () => {
    const { status, body, sent } = await streamPost(
      `${stack().url}/rest/v1/rpc/validate_setup_code`,
      200 * MB,
      restHeaders(),
    )
    expect(status).toBe(413)
    expect(JSON.parse(body)).toMatchObject({ code: "request_too_large" })
    expect(sent).toBeLessThan(64 * MB)
    // PostgREST never got the body and still answers.
    const ok = await fetch(`${stack().url}/rest/v1/rpc/validate_setup_code`, {
      method: "POST",
      headers: restHeaders(),
      body: JSON.stringify({ input_code: "DEMO2026" }),
    })
    expect(ok.status).toBe(200)
  })

  it("passes a body just under the limit on to PostgREST", async () => {
    const res = await fetch(`${stack().url}/rest/v1/rpc/validate_setup_code`, {
      method: "POST",
      headers: restHeaders(),
      body: JSON.stringify({ input_code: "DEMO2026", pad: "x".repeat(MB - 100) }),
    })
    // PostgREST's own answer (no function with a `pad` argument), not the gateway's 413.
    expect(res.status).toBe(404)
    expect((await res.json()).code).toBe("PGRST202")
  })
})

/** Holds an exclusive lock on student_entitlements (every read of it waits) until release(). */
async function lockEntitlements() {
  let release!: () => void
  const released = new Promise<void>((r) => (release = r))
  let locked!: () => void
  const isLocked = new Promise<void>((r) => (locked = r))
  const done = withDb(async (db) => {
    await db.query("begin")
    await db.query("lock table public.student_entitlements in access exclusive mode")
    locked()
    await released
    await db.query("rollback")
  })
  await isLocked
  return async () => {
    release()
    await done
  }
}

/** Waits until `n` API requests are waiting on a lock in Postgres. */
async function waitersOnLock(n: number) {
  for (let i = 0; i < 200; i++) {
    const waiting = await withDb(
      async (db) =>
        (
          await db.query(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%student_entitlements%'",
          )
        ).rows[0].n as number,
    )
    if (waiting >= n) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`fewer than ${n} requests reached Postgres`)
}

describe("requests in flight per signed-in student", () => {
  // The attack: a pile of parallel reads from one student filled PostgREST's
  // pool (10 connections) and held another student's save for 1-2 s.
  it("answers a student's 9th request in flight with 429 and Retry-After, and counts per student", async () => {
    const [a, b] = await Promise.all([entitledStudent("inflight-a"), entitledStudent("inflight-b")])
    const read = (token: string) =>
      fetch(`${stack().url}/rest/v1/student_entitlements?select=user_id`, { headers: restHeaders(token) })
    const unlock = await lockEntitlements()
    let held: Promise<Response>[] = []
    try {
      held = Array.from({ length: 8 }, () => read(a.session.access_token))
      await waitersOnLock(8)
      const ninth = await read(a.session.access_token)
      expect(ninth.status).toBe(429)
      expect(ninth.headers.get("retry-after")).toBe("1")
      expect((await ninth.json()).code).toBe("too_many_requests")
      // Another student is not counted against the first.
      const other = read(b.session.access_token)
      await waitersOnLock(9)
      held.push(other)
    } finally {
      await unlock()
    }
    const statuses = await Promise.all(held.map(async (r) => (await r).status))
    expect(statuses).toEqual(Array(9).fill(200))
    // Once they are answered, the student may send again.
    expect((await read(a.session.access_token)).status).toBe(200)
  })

  it("does not trust an unsigned token's sub (PostgREST refuses it, nothing is counted)", async () => {
    const forged = `${Buffer.from('{"alg":"HS256"}').toString("base64url")}.${Buffer.from('{"sub":"x","role":"authenticated"}').toString("base64url")}.AAAA`
    const res = await fetch(`${stack().url}/rest/v1/student_entitlements?select=user_id`, {
      headers: restHeaders(forged),
    })
    expect(res.status).toBe(401)
  })
})

describe("a statement timeout", () => {
  it("answers 503 'The server is busy, try again' instead of a 500", async () => {
    const s = await entitledStudent("timeout")
    const unlock = await lockEntitlements()
    let res: Response
    try {
      const pending = fetch(`${stack().url}/rest/v1/student_entitlements?select=user_id`, {
        headers: restHeaders(s.session.access_token),
      })
      await waitersOnLock(1)
      // A cancelled statement is SQLSTATE 57014, the same as statement_timeout's.
      await withDb((db) =>
        db.query(
          "select pg_cancel_backend(pid) from pg_stat_activity where wait_event_type = 'Lock' and query like '%student_entitlements%'",
        ),
      )
      res = await pending
    } finally {
      await unlock()
    }
    expect(res.status).toBe(503)
    expect(res.headers.get("retry-after")).toBe("1")
    expect(await res.json()).toEqual({ code: "57014", message: "The server is busy, try again" })
  })
})
