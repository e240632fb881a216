import { describe, expect, it } from "vitest"
import { clientAt, fetchFrom, freshAddress, sameStudentAt, signedInStudentAt } from "./client-address"
import { entitledStudent, newClient, rpc, rpcError, signedInStudent, stack, withDb, listTests } from "./helpers"

type Validation = { valid: boolean; code_id: string | null; error: string | null }
type Redemption = { redeemed: boolean; code_id: string | null; already_entitled: boolean; error: string | null }

const TOO_MANY = "Too many attempts, try again in a minute"
/** Failed attempts an address, and a signed-in student, may make before every attempt is refused. */
const ADDRESS_BUDGET = 30
const STUDENT_BUDGET = 10
const guess = () => `GUESS-${Math.random().toString(36).slice(2, 8).toUpperCase()}`

describe("validate_setup_code (anon, before sign-in)", () => {
  it.each([
    ["DEMO2026", true, null],
    ["  demo2026 ", true, null],
    ["", false, "Please enter a setup code"],
    ["   ", false, "Please enter a setup code"],
    ["ab", false, "Setup codes are 4 to 32 letters, numbers or dashes. Check the code and try again."],
    ["DEMO 2026!", false, "Setup codes are 4 to 32 letters, numbers or dashes. Check the code and try again."],
    ["NOPE-1234", false, "This setup code does not exist. Check it with your instructor."],
    ["EXPIRED2025", false, "This setup code has expired. Ask your instructor for a new one."],
    ["PAUSED2026", false, "This setup code has been deactivated. Ask your instructor for a new one."],
    ["FULL2026", false, "This setup code has already been used the maximum number of times."],
  ])("%j gives valid=%s", async (code, valid, error) => {
    // Each case from its own address: these failures must not add up to the limit.
    const r = await rpc<Validation>(clientAt(freshAddress()), "validate_setup_code", { input_code: code })
    expect(r.valid).toBe(valid)
    expect(r.error).toBe(error)
    expect(r.code_id === null).toBe(!valid)
  })

  it("gives anon nothing else: no table, no redemption", async () => {
    const anon = newClient()
    for (const table of ["setup_codes", "practice_tests", "questions", "student_entitlements"]) {
      expect((await anon.from(table).select("*")).error?.code, table).toBe("42501")
    }
    const redeem = await rpcError(anon, "redeem_setup_code", { input_code: "DEMO2026" })
    expect(redeem.code).toBe("42501")
  })
})

/** Tokens left in a failure bucket now (a bucket with no row is full). */
const bucketLevel = (bucket: string, capacity: number) =>
  withDb(
    async (db) =>
      (
        await db.query("select private.bucket_level($1, $2, private.setup_code_refill_seconds()) as n", [
          bucket,
          capacity,
        ])
      ).rows[0].n as number,
  )

/** Empties an address's failure bucket, as 30 failed guesses would. */
const drainAddress = (address: string) =>
  withDb((db) =>
    db.query(
      `insert into private.rate_limit_buckets (bucket, tokens, updated_at) values ($1, 0, clock_timestamp())
       on conflict (bucket) do update set tokens = 0, updated_at = clock_timestamp()`,
      [`setup-code:ip:${address}`],
    ),
  )

describe("guessing setup codes (a failure budget per address and per student)", () => {
  it("stops an anonymous guesser after its 30 failures, even on the right code", async () => {
    const address = freshAddress()
    const attacker = clientAt(address)
    const started = Date.now()
    // The attack: a burst of guesses in parallel, as fast as the API answers.
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => attacker.rpc("validate_setup_code", { input_code: guess() })),
    )
    // One failure comes back every 20 s: a slow machine may let one or two more through.
    const refilled = Math.floor((Date.now() - started) / 20_000)
    const answered = answers.filter((a) => !a.error)
    expect(answered.length).toBeGreaterThanOrEqual(ADDRESS_BUDGET)
    expect(answered.length).toBeLessThanOrEqual(ADDRESS_BUDGET + refilled + 1)
    expect(answered.every((a) => (a.data as Validation).valid === false)).toBe(true)
    const refused = answers.filter((a) => a.error)
    expect(refused.every((a) => a.status === 429 && a.error!.message === TOO_MANY)).toBe(true)
    // A right guess from that client gets nothing either: no oracle once the budget is spent.
    await drainAddress(address)
    const right = await attacker.rpc("validate_setup_code", { input_code: "DEMO2026" })
    expect(right.status).toBe(429)
    expect(right.error?.message).toBe(TOO_MANY)
    // Another client is not affected.
    expect(
      (await rpc<Validation>(clientAt(freshAddress()), "validate_setup_code", { input_code: "DEMO2026" })).valid,
    ).toBe(true)
  })

  it("lets a class of 40 behind one address redeem in the same minute while 15 of them mistype", async () => {
    const school = freshAddress()
    const students = await Promise.all(Array.from({ length: 40 }, () => signedInStudentAt(school, "class")))
    // Everyone at once, while 15 mistype the code on the access screen (before sign-in, same address).
    const [wrong, right] = await Promise.all([
      Promise.all(
        Array.from({ length: 15 }, () =>
          rpc<Validation>(clientAt(school), "validate_setup_code", { input_code: "DEMO2O26" }),
        ),
      ),
      Promise.all(students.map((s) => s.client.rpc("redeem_setup_code", { input_code: "DEMO2026" }))),
    ])
    expect(right.map((r) => [r.status, (r.data as Redemption | null)?.redeemed])).toEqual(Array(40).fill([200, true]))
    expect(wrong.every((r) => r.error === "This setup code does not exist. Check it with your instructor.")).toBe(true)
    // Successes drew nothing; the 15 typos drew 15 of the address's 30.
    const left = await bucketLevel(`setup-code:ip:${school}`, ADDRESS_BUDGET)
    expect(left).toBeGreaterThanOrEqual(ADDRESS_BUDGET - 15)
    expect(left).toBeLessThan(ADDRESS_BUDGET)
  }, 180_000) // forty sign-ins take a while on a loaded machine

  it("takes the address from the connection, not from a forged X-Forwarded-For", async () => {
    const address = freshAddress()
    await drainAddress(address)
    const forged = await fetchFromAddress(address, "rpc/validate_setup_code", {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.7", "content-type": "application/json" },
      body: JSON.stringify({ input_code: guess() }),
    })
    expect(forged.status).toBe(429)
  })

  it("counts failures that a client asks to roll back, and refuses GET, where failures could not be counted", async () => {
    const address = freshAddress()
    for (let i = 0; i < 5; i++) {
      const r = await fetchFromAddress(address, "rpc/validate_setup_code", {
        method: "POST",
        headers: { prefer: "tx=rollback", "content-type": "application/json" },
        body: JSON.stringify({ input_code: guess() }),
      })
      expect(r.status).toBe(200)
    }
    // Five drawn (and less than one refilled meanwhile, on any machine that answers five requests in 20 s).
    expect(await bucketLevel(`setup-code:ip:${address}`, ADDRESS_BUDGET)).toBeLessThan(ADDRESS_BUDGET - 4)
    // GET runs read-only: it answers neither a wrong nor a right code.
    const other = freshAddress()
    const get = (code: string) => fetchFromAddress(other, `rpc/validate_setup_code?input_code=${code}`, {})
    const [wrong, right] = await Promise.all([get("NOPE-1234"), get("DEMO2026")])
    expect([wrong.status, right.status]).toEqual([405, 405])
    expect((await right.json()).message).toBe("Send setup codes with POST")
  })

  it("stops a signed-in student after 10 failures, from any address, across validate and redeem", async () => {
    const s = await signedInStudentAt(freshAddress())
    for (let i = 0; i < STUDENT_BUDGET; i++) {
      const c = await sameStudentAt(freshAddress(), s)
      const fn = i % 2 ? "validate_setup_code" : "redeem_setup_code"
      const r = await rpc<Validation & Redemption>(c, fn, { input_code: guess() })
      expect(r.error).toBe("This setup code does not exist. Check it with your instructor.")
    }
    const fresh = await sameStudentAt(freshAddress(), s)
    // On a slow machine a failure may have come back meanwhile (one per 20 s): spend it.
    for (let i = 0; i < 3 && (await bucketLevel(`setup-code:user:${s.user.id}`, STUDENT_BUDGET)) >= 1; i++)
      await fresh.rpc("validate_setup_code", { input_code: guess() })
    for (const fn of ["redeem_setup_code", "validate_setup_code"]) {
      const r = await fresh.rpc(fn, { input_code: "DEMO2026" })
      expect(r.status, fn).toBe(429)
      expect(r.error?.message).toBe(TOO_MANY)
    }
    expect((await fresh.from("student_entitlements").select("*")).data).toEqual([])
  })
})

describe("rate-limit bookkeeping is pruned globally", () => {
  it("drops other buckets' expired rows when a bucket starts, in both tables", async () => {
    const tag = `old-${Date.now().toString(36)}`
    await withDb(async (db) => {
      await db.query(
        `insert into private.rate_limit_hits (bucket, window_start, hits)
         select $1 || ':' || i, now() - interval '2 days', 1 from generate_series(1, 500) i`,
        [tag],
      )
      await db.query(
        `insert into private.rate_limit_buckets (bucket, tokens, updated_at)
         select $1 || ':' || i, 0, now() - interval '2 days' from generate_series(1, 500) i`,
        [tag],
      )
      // A recent row of another bucket stays.
      await db.query("insert into private.rate_limit_hits values ($1, private.rate_window('1 minute'), 1)", [
        `${tag}:recent`,
      ])
    })
    // A new failure bucket (a fresh address's first failure) and a new review window.
    await rpc(clientAt(freshAddress()), "validate_setup_code", { input_code: guess() })
    await withDb((db) => db.query("select private.throttle_hit($1)", [`probe:${tag}`]))
    const counts = await withDb(
      async (db) =>
        (
          await db.query(
            `select (select count(*)::int from private.rate_limit_hits where bucket like $1 || ':%') as hits,
                    (select count(*)::int from private.rate_limit_buckets where bucket like $1 || ':%') as buckets`,
            [tag],
          )
        ).rows[0],
    )
    expect(counts).toEqual({ hits: 1, buckets: 0 })
  })
})

describe("redeeming a code", () => {
  const uses = (code: string) =>
    withDb(
      async (db) =>
        (await db.query("select uses from public.setup_codes where code = $1", [code])).rows[0].uses as number,
    )

  it("binds the student, counts one use once, and unlocks practice data", async () => {
    const s = await signedInStudent()
    expect((await rpcError(s.client, "list_practice_tests")).code).toBe("42501")
    expect((await rpcError(s.client, "start_test_session", { p_test_id: crypto.randomUUID() })).message).toBe(
      "Redeem a setup code from your instructor to use practice tests.",
    )
    const before = await uses("DEMO2026")
    const first = await rpc<Redemption>(s.client, "redeem_setup_code", { input_code: " demo2026" })
    expect(first).toMatchObject({ redeemed: true, already_entitled: false, error: null })
    const again = await rpc<Redemption>(s.client, "redeem_setup_code", { input_code: "DEMO2026" })
    expect(again.already_entitled).toBe(true)
    expect(await uses("DEMO2026")).toBe(before + 1)
    const tests = (await listTests(s.client)).map((t) => t.slug)
    expect(tests).toEqual(
      expect.arrayContaining(["full-sat-1", "math-section-1", "reading-section-1", "writing-section-1"]),
    )
    // The entitlement is the student's own row; is_entitled is internal now.
    expect((await s.client.from("student_entitlements").select("setup_code_id")).data).toEqual([
      { setup_code_id: first.code_id },
    ])
    expect((await s.client.rpc("is_entitled")).error?.code).toBe("PGRST202")
  })

  it.each([
    ["EXPIRED2025", "This setup code has expired. Ask your instructor for a new one."],
    ["PAUSED2026", "This setup code has been deactivated. Ask your instructor for a new one."],
    ["FULL2026", "This setup code has already been used the maximum number of times."],
    ["", "Please enter a setup code"],
    ["NOPE-1234", "This setup code does not exist. Check it with your instructor."],
  ])("refuses %j with a clear message and changes nothing", async (code, message) => {
    const s = await signedInStudentAt(freshAddress())
    const before = await uses("FULL2026")
    const r = await rpc<Redemption>(s.client, "redeem_setup_code", { input_code: code })
    expect(r).toEqual({ redeemed: false, code_id: null, already_entitled: false, error: message })
    expect(await uses("FULL2026")).toBe(before)
    expect((await s.client.from("student_entitlements").select("*")).data).toEqual([])
  })

  it("does not let students redeem by code id (the app redeems by text, which is rate-limited)", async () => {
    const s = await signedInStudentAt(freshAddress())
    const paused = await withDb(
      async (db) => (await db.query("select id from public.setup_codes where code = 'PAUSED2026'")).rows[0].id,
    )
    expect((await rpcError(s.client, "increment_setup_code_usage", { code_id: paused })).code).toBe("42501")
    expect((await s.client.from("student_entitlements").select("*")).data).toEqual([])
  })

  it("never lets concurrent redemptions exceed max_uses", async () => {
    const code = `RACE-${Date.now().toString(36).toUpperCase()}`
    await withDb((db) => db.query("insert into public.setup_codes (code, max_uses) values ($1, 3)", [code]))
    const students = await Promise.all(Array.from({ length: 6 }, () => signedInStudentAt(freshAddress(), "race")))
    const results = await Promise.all(
      students.map((s) => rpc<Redemption>(s.client, "redeem_setup_code", { input_code: code })),
    )
    expect(results.filter((r) => r.redeemed)).toHaveLength(3)
    expect(results.filter((r) => !r.redeemed).map((r) => r.error)).toEqual(
      Array(3).fill("This setup code has already been used the maximum number of times."),
    )
    expect(await uses(code)).toBe(3)
  })

  it("shows a student only their own entitlement", async () => {
    const a = await entitledStudent()
    await entitledStudent()
    const rows = (await a.client.from("student_entitlements").select("user_id")).data!
    expect(rows).toEqual([{ user_id: a.user.id }])
  })
})

/** A raw request to the REST API from `address`, with the anon key. */
function fetchFromAddress(address: string, path: string, init: RequestInit) {
  const headers = new Headers(init.headers)
  headers.set("apikey", stack().anonKey)
  return fetchFrom(address)(`${stack().url}/rest/v1/${path}`, { ...init, headers })
}
