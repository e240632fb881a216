import { describe, expect, it } from "vitest"
import { entitledStudent, newClient, stack, withDb } from "./helpers"

// Issue 16, part 3 (high): one anonymous request carrying two 65,000-digit
// fractions made spr_matches run for over a second; sixteen such streams took
// another student's save p95 from 35 ms to 5.7 s. The grading helpers are
// internal now, anon executes validate_setup_code only, and every text input
// of every RPC is refused past its length limit before any work.

const fraction = `${"9".repeat(32_500)}/${"7".repeat(32_499)}`
const HELPERS: [string, Record<string, unknown>][] = [
  ["spr_matches", { answer: fraction, key: fraction }],
  ["spr_normalize", { answer: fraction }],
  ["section_score", { fraction: 0.5 }],
  ["score_percentile", { total: 1200 }],
  ["adaptive_tier", { score_percent: 60 }],
  ["difficulty_band", { level: 5 }],
]

/** A raw POST to an RPC, as an attacker would send it (no client-side checks). */
async function post(fn: string, body: unknown, token = stack().anonKey) {
  const res = await fetch(`${stack().url}/rest/v1/rpc/${fn}`, {
    method: "POST",
    headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string } }
}

describe("the grading helpers are not part of the API", () => {
  it.each(HELPERS)("refuses %s to anonymous visitors without running it", async (fn, args) => {
    const r = await post(fn, args)
    // PGRST202: no such function in the exposed schema.
    expect([r.status, r.body.code]).toEqual([404, "PGRST202"])
  })

  it.each(HELPERS)("refuses %s to signed-in students too", async (fn, args) => {
    const s = await entitledStudent("helpers")
    const r = await post(fn, args, s.session.access_token)
    expect([r.status, r.body.code]).toEqual([404, "PGRST202"])
  })

  it("lets anon execute validate_setup_code and nothing else", async () => {
    const anon = await withDb(async (db) =>
      (
        await db.query<{ f: string }>(`
            select p.oid::regprocedure::text as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname not in ('pg_catalog', 'information_schema', 'auth', 'extensions')
              and has_function_privilege('anon', p.oid, 'execute')`)
      ).rows.map((r) => r.f),
    )
    expect(anon).toEqual(["validate_setup_code(text)"])
  })
})

const LONG = "A".repeat(100_000)
const uuid = () => crypto.randomUUID()

/** Every RPC argument of type text or jsonb, with a call that makes it too long. */
const TOO_LONG: { fn: string; arg: string; args: Record<string, unknown>; message: RegExp }[] = [
  { fn: "validate_setup_code", arg: "input_code", args: { input_code: LONG }, message: /setup code is too long/ },
  { fn: "redeem_setup_code", arg: "input_code", args: { input_code: LONG }, message: /setup code is too long/ },
  {
    fn: "check_review_answer",
    arg: "p_answer",
    args: { p_question_id: uuid(), p_answer: fraction },
    message: /answer is too long/,
  },
  { fn: "get_due_count", arg: "p_time_zone", args: { p_time_zone: LONG }, message: /time zone name is too long/ },
  { fn: "get_review_stats", arg: "p_time_zone", args: { p_time_zone: LONG }, message: /time zone name is too long/ },
  { fn: "list_due_cards", arg: "p_time_zone", args: { p_time_zone: LONG }, message: /time zone name is too long/ },
  { fn: "list_review_questions", arg: "p_filter", args: { p_filter: LONG }, message: /filter is too long/ },
  {
    fn: "list_review_questions",
    arg: "p_value",
    args: { p_filter: "topic", p_value: LONG },
    message: /filter value is too long/,
  },
  {
    fn: "rate_review_card",
    arg: "p_card",
    args: { p_question_id: uuid(), p_rating: 3, p_card: { pad: LONG }, p_expected_reps: 0 },
    message: /card is too large/,
  },
  {
    fn: "save_answer",
    arg: "p_answer",
    args: { p_session_id: uuid(), p_question_id: uuid(), p_answer: fraction },
    message: /answer is too long/,
  },
  {
    fn: "save_answer",
    arg: "p_eliminated",
    args: { p_session_id: uuid(), p_question_id: uuid(), p_answer: "A", p_eliminated: LONG },
    message: /eliminated options is too long/,
  },
  { fn: "start_practice_set", arg: "p_kind", args: { p_kind: LONG }, message: /practice set kind is too long/ },
  {
    fn: "start_practice_set",
    arg: "p_topic",
    args: { p_kind: "weak", p_topic: LONG },
    message: /topic name is too long/,
  },
]

describe("every text input of every RPC has a length limit", () => {
  it("covers every text and jsonb argument of every RPC the API roles can execute", async () => {
    const args = await withDb(async (db) =>
      (
        await db.query<{ a: string }>(`
            select p.proname || '.' || a.name as a
            from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            cross join lateral unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) a(name, type)
            where n.nspname = 'public' and a.type in ('text'::regtype, 'jsonb'::regtype)
              and (has_function_privilege('anon', p.oid, 'execute')
                   or has_function_privilege('authenticated', p.oid, 'execute'))
            order by 1`)
      ).rows.map((r) => r.a),
    )
    expect(args).toEqual([...new Set(TOO_LONG.map((c) => `${c.fn}.${c.arg}`))].sort())
  })

  it.each(TOO_LONG)("refuses a too long $fn $arg with 400 before any work", async ({ fn, args, message }) => {
    const s = await entitledStudent("lengths")
    const r = await post(fn, args, s.session.access_token)
    expect([r.status, r.body.code]).toEqual([400, "22023"])
    expect(r.body.message).toMatch(message)
  })

  it("refuses a too long setup code from anon with the message the app shows", async () => {
    const r = await post("validate_setup_code", { input_code: LONG })
    expect([r.status, r.body.code, r.body.message]).toEqual([
      400,
      "22023",
      "A setup code is too long: at most 64 characters.",
    ])
  })

  it("still accepts ordinary inputs (an anonymous check of the demo code)", async () => {
    const r = await newClient().rpc("validate_setup_code", { input_code: "DEMO2026" })
    expect(r.data).toMatchObject({ valid: true })
  })
})
