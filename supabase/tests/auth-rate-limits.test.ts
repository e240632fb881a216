import http from "node:http"
import type { AddressInfo } from "node:net"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readAuthConfig } from "../local/auth/config"
import { createRateLimiter, DEFAULT_RATE_LIMITS } from "../local/auth/rate-limit"
import { createAuthService } from "../local/auth/service"
import { CHALLENGE } from "./auth-http"
import { fetchFrom, freshAddress } from "./client-address"
import { stack, uniqueEmail } from "./helpers"

// Issue 16, part 3: 178 wrong passwords in 15 s against one account and 36
// accounts in 5 s from one address went through the local auth service.
// Hosted Supabase Auth limits sign-ins and sign-ups per address; so does the
// local one now. The shared test stack turns the limits off (its fixtures
// sign hundreds of students in from 127.0.0.1), so this file runs its own
// auth service with low limits.

let server: http.Server
let pool: pg.Pool
let base: string

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stack().dbUrl, max: 2 })
  const config = { ...readAuthConfig(), rateLimits: { sign_in_sign_ups: 3, token_refresh: 4, token_verifications: 3 } }
  const handle = createAuthService({ db: pool, apiUrl: "http://127.0.0.1", config })
  server = http.createServer((req, res) => void handle(req, res, new URL(req.url ?? "/", "http://localhost")))
  await new Promise<void>((r) => server.listen(0, "0.0.0.0", r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
  await pool.end()
})

const post = (from: string, path: string, json: unknown) =>
  fetchFrom(from)(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
    body: JSON.stringify(json),
  })

describe("per-address auth limits (config.toml [auth.rate_limit])", () => {
  it("reads Supabase's defaults from config.toml", () => {
    expect(readAuthConfig().rateLimits).toEqual(DEFAULT_RATE_LIMITS)
    expect(DEFAULT_RATE_LIMITS).toEqual({ sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30 })
  })

  it("stops a password guesser with 429 and Retry-After, and only that address", async () => {
    const guesser = freshAddress()
    const email = uniqueEmail("guessed")
    const statuses: number[] = []
    let refused: Response | undefined
    for (let i = 0; i < 6; i++) {
      const r = await post(guesser, "/token?grant_type=password", { email, password: `wrong-${i}` })
      statuses.push(r.status)
      if (r.status === 429) refused = r
      else await r.body?.cancel()
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429])
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(await refused!.json()).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" })
    // A student at another address is not affected.
    const other = await post(freshAddress(), "/token?grant_type=password", { email, password: "wrong" })
    expect(other.status).toBe(400)
  })

  it("counts sign-ups, password sign-ins and the Google page together, as GoTrue's sign_in_sign_ups", async () => {
    const from = freshAddress()
    const signup = await post(from, "/signup", { email: uniqueEmail("rl"), password: "correct-horse-9" })
    expect(signup.status).toBe(200)
    const signIn = await post(from, "/token?grant_type=password", { email: uniqueEmail("rl"), password: "x-y-z-1" })
    expect(signIn.status).toBe(400)
    const google = await fetchFrom(from)(`${base}/authorize/google`, {
      method: "POST",
      body: new URLSearchParams({ code_challenge: CHALLENGE, code_challenge_method: "s256", email: uniqueEmail("g") }),
      redirect: "manual",
    })
    expect(google.status).toBe(303)
    const fourth = await post(from, "/signup", { email: uniqueEmail("rl"), password: "correct-horse-9" })
    expect(fourth.status).toBe(429)
  })

  it("limits refresh-token requests in a bucket of their own", async () => {
    const from = freshAddress()
    const codes: number[] = []
    for (let i = 0; i < 5; i++) {
      const r = await post(from, "/token?grant_type=refresh_token", { refresh_token: `nope-${i}` })
      codes.push(r.status)
      await r.body?.cancel()
    }
    expect(codes).toEqual([400, 400, 400, 400, 429])
    // Sign-ins from that address still have their own budget.
    expect(
      (await post(from, "/token?grant_type=password", { email: uniqueEmail("x"), password: "abcdef" })).status,
    ).toBe(400)
  })
})

describe("the token bucket", () => {
  it("refills at the limit per 5 minutes and says how long to wait", () => {
    let t = 0
    const take = createRateLimiter({ sign_in_sign_ups: 30, token_refresh: null, token_verifications: 30 }, () => t)
    for (let i = 0; i < 30; i++) expect(take("sign_in_sign_ups", "a")).toBe(0)
    // Empty: one request comes back every 10 s (30 per 300 s).
    expect(take("sign_in_sign_ups", "a")).toBe(10)
    t += 10_000
    expect(take("sign_in_sign_ups", "a")).toBe(0)
    expect(take("sign_in_sign_ups", "a")).toBe(10)
    // A fixed window would let 30 more land right after a boundary; the bucket does not.
    t += 60_000
    const allowed = Array.from({ length: 30 }, () => take("sign_in_sign_ups", "a")).filter((w) => w === 0).length
    expect(allowed).toBe(6)
    // A limit set to null is off.
    expect(Array.from({ length: 500 }, () => take("token_refresh", "a")).every((w) => w === 0)).toBe(true)
  })
})
