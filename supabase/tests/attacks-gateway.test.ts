import http from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it, vi } from "vitest"
import { createGateway } from "../local/gateway"
import { JWT_SECRET } from "../local/keys"
import { freePort } from "../local/ports"
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

/** How many API requests are waiting on the lock in Postgres. */
async function lockWaiters() {
  return withDb(
    async (db) =>
      (
        await db.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%student_entitlements%'",
        )
      ).rows[0].n as number,
  )
}

/** Waits until `n` API requests are waiting on a lock in Postgres. */
async function waitersOnLock(n: number) {
  for (let i = 0; i < 200; i++) {
    if ((await lockWaiters()) >= n) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`fewer than ${n} requests reached Postgres`)
}

describe("requests in flight per signed-in student", () => {
  // The attack: a pile of parallel reads from one student filled PostgREST's
  // pool (10 connections) and held another student's save for 1-2 s.
  it("lets a student have 2 requests at Postgres, queues 16 more at the gateway, answers 429 past that, and counts per student", async () => {
    const [a, b] = await Promise.all([entitledStudent("inflight-a"), entitledStudent("inflight-b")])
    const read = (token: string) =>
      fetch(`${stack().url}/rest/v1/student_entitlements?select=user_id`, { headers: restHeaders(token) })
    const unlock = await lockEntitlements()
    const held = Array.from({ length: 2 + 16 + 1 }, () => read(a.session.access_token))
    try {
      // 19 at once: one is refused at once (whichever came last); when it is, 2 are at PostgREST and 16 in line.
      const refused = await Promise.race(held)
      expect(refused.status).toBe(429)
      expect(refused.headers.get("retry-after")).toBe("1")
      expect((await refused.json()).code).toBe("too_many_requests")
      await waitersOnLock(2)
      expect(await lockWaiters()).toBe(2)
      // Another student is not counted against the first: their read reaches Postgres at once.
      held.push(read(b.session.access_token))
      await waitersOnLock(3)
      expect(await lockWaiters()).toBe(3)
    } finally {
      await unlock()
    }
    // Everyone in line is answered once the first ones are.
    const statuses = (await Promise.all(held)).map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(19).fill(200), 429])
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

/**
 * A gateway with the anonymous gate on (as in `npm run dev`, e2e and the
 * bench), in front of `upstreamPort`. The shared stack's own gateway has the
 * gate off, so that the other tests' anonymous calls prove the database's
 * grants, as a hosted project needs.
 */
async function gatedGateway(
  upstreamPort: number,
  limits: { inFlight?: number; waiting?: number; upstreamIdleMs?: number } = {},
) {
  const server = createGateway({
    postgrestPort: upstreamPort,
    apiKeys: [stack().anonKey, stack().serviceRoleKey],
    jwtSecret: JWT_SECRET,
    handleAuth: async (_req, res) => void res.writeHead(404).end(),
    anonymousGate: true,
    maxAnonInFlightPerAddress: limits.inFlight,
    maxAnonWaitingPerAddress: limits.waiting,
    upstreamIdleMs: limits.upstreamIdleMs,
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A POST from a chosen loopback address (the gateway keys its anonymous line on the peer address). */
function postFrom(url: string, body: unknown, localAddress: string, token = stack().anonKey) {
  return new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
    const text = JSON.stringify(body)
    const req = http.request(
      url,
      { method: "POST", localAddress, headers: { ...restHeaders(token), "Content-Length": Buffer.byteLength(text) } },
      (res) => {
        let out = ""
        res.setEncoding("utf8")
        res.on("data", (d: string) => (out += d))
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string, body: out }),
        )
      },
    )
    req.on("error", reject)
    req.end(text)
  })
}

describe("anonymous requests at the gateway (the anon key, no student token)", () => {
  // The attack: after anon lost EXECUTE on spr_matches, 8 anonymous streams of
  // refused spr_matches calls (PostgREST took a connection to learn each was
  // refused) still took another student's save p95 from 223 to 2,180 ms.
  const fraction = `${"9".repeat(32_500)}/${"7".repeat(32_499)}`

  it("reach PostgREST only for validate_setup_code; everything else is a 401 from the gateway itself", async () => {
    const gw = await gatedGateway(stack().postgrestPort)
    // The same gate in front of nothing: what it refuses it answers without forwarding.
    const dead = await gatedGateway(await freePort())
    try {
      const ok = await postFrom(`${gw.url}/rest/v1/rpc/validate_setup_code`, { input_code: "DEMO2026" }, "127.0.0.1")
      expect(ok.status).toBe(200)
      expect(JSON.parse(ok.body)).toMatchObject({ valid: true })
      for (const g of [gw, dead]) {
        const spr = await postFrom(`${g.url}/rest/v1/rpc/spr_matches`, { answer: fraction, key: fraction }, "127.0.0.1")
        expect(spr.status).toBe(401)
        expect(JSON.parse(spr.body)).toMatchObject({ code: "42501" })
        for (const path of ["practice_tests?select=*", "setup_codes?select=*", ""]) {
          const res = await fetch(`${g.url}/rest/v1/${path}`, { headers: restHeaders() })
          expect(res.status, path).toBe(401)
          expect((await res.json()).code, path).toBe("42501")
        }
        const listed = await postFrom(`${g.url}/rest/v1/rpc/list_practice_tests`, {}, "127.0.0.1")
        expect(listed.status).toBe(401)
      }
      // Allowed anonymous calls are forwarded: in front of nothing, a 502.
      expect(
        (await postFrom(`${dead.url}/rest/v1/rpc/validate_setup_code`, { input_code: "X" }, "127.0.0.1")).status,
      ).toBe(502)
      // Students pass the gate untouched.
      const s = await entitledStudent("gate")
      const mine = await postFrom(`${gw.url}/rest/v1/rpc/list_practice_tests`, {}, "127.0.0.1", s.session.access_token)
      expect(mine.status).toBe(200)
    } finally {
      await gw.close()
      await dead.close()
    }
  })

  it("holds at most two per address at PostgREST, queues a few more, and answers 429 with Retry-After past that", async () => {
    // An upstream that holds every request until released: what the gateway forwards, and when.
    const held: http.ServerResponse[] = []
    const upstream = http.createServer((req, res) => {
      req.resume()
      req.on("end", () => held.push(res))
    })
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve))
    const gw = await gatedGateway((upstream.address() as AddressInfo).port, { inFlight: 2, waiting: 1 })
    const until = (n: number) => vi.waitFor(() => expect(held.length).toBe(n), { timeout: 10_000, interval: 25 })
    const validate = (from: string) =>
      postFrom(`${gw.url}/rest/v1/rpc/validate_setup_code`, { input_code: "DEMO2026" }, from)
    try {
      const first = [validate("127.0.0.1"), validate("127.0.0.1")]
      await until(2)
      // Two more from the same address: one waits its turn, one is refused at once.
      const more = [validate("127.0.0.1"), validate("127.0.0.1")]
      const refused = await Promise.race(more)
      expect(refused.status).toBe(429)
      expect(refused.retryAfter).toBe("1")
      expect(JSON.parse(refused.body)).toMatchObject({ code: "too_many_requests" })
      expect(held.length).toBe(2)
      // Another address has a line of its own.
      const other = validate("127.0.0.2")
      await until(3)
      // Answering one lets the waiting request through.
      held.shift()!.end("{}")
      await until(3)
      for (const res of held.splice(0)) res.end("{}")
      const statuses = (await Promise.all([...first, ...more, other])).map((r) => r.status).sort()
      expect(statuses).toEqual([200, 200, 200, 200, 429])
    } finally {
      for (const res of held) res.end("{}")
      await gw.close()
      await new Promise<void>((resolve) => upstream.close(() => resolve()))
    }
  })
})

describe("the gateway's connections to PostgREST", () => {
  // PostgREST (Warp) closes idle connections after 30 s: a request sent on a pooled socket at
  // that instant fails. The gateway closes its idle sockets first (20 s; 300 ms here).
  it("closes an idle pooled connection to its upstream before the upstream would", async () => {
    const closed: number[] = []
    const upstream = http.createServer((req, res) => {
      req.resume()
      req.on("end", () => res.end("{}"))
    })
    upstream.keepAliveTimeout = 60_000
    upstream.on("connection", (socket) => socket.on("close", () => closed.push(Date.now())))
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve))
    const gw = await gatedGateway((upstream.address() as AddressInfo).port, { upstreamIdleMs: 300 })
    try {
      const answered = await postFrom(`${gw.url}/rest/v1/rpc/validate_setup_code`, { input_code: "X" }, "127.0.0.1")
      expect(answered.status).toBe(200)
      const idleFrom = Date.now()
      await vi.waitFor(() => expect(closed).toHaveLength(1), { timeout: 5_000, interval: 25 })
      // Closed by the gateway after its idle time, far inside the upstream's 60 s.
      expect(closed[0]! - idleFrom).toBeLessThan(5_000)
    } finally {
      await gw.close()
      await new Promise<void>((resolve) => upstream.close(() => resolve()))
    }
  })
})
