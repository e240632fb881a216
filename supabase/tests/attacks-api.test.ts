import { describe, expect, it } from "vitest"
import { entitledStudent, fixtureFullSat, fixtureReviewQuestions, newClient, rpc, rpcError, withDb } from "./helpers"

// API-level attacks (issue 8, items 9, 10, 11, 13, 15): abandoned module
// sessions, HTTP statuses of not-found and bad input, parallel starts, the
// review rate limit and what the API exposes at all.

const statusOf = (table: "user_sessions" | "full_sat_sessions", id: string) =>
  withDb(
    async (db) =>
      (await db.query(`select session_status from public.${table} where id = $1`, [id])).rows[0].session_status,
  )

const NOT_TAKEN =
  "This question belongs to a practice test you have not taken yet: its answer is released after you submit that test."

describe("a new full SAT closes the old attempt's module sessions", () => {
  it("cancels the running module: no more answers, and its questions are no longer held as active", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent()
    const first = await rpc<{ session: { id: string } }>(s.client, "start_full_sat", { p_test_id: sat.testId })
    const m1 = await rpc<{ id: string }>(s.client, "start_module", {
      p_full_sat_session_id: first.session.id,
      p_module_order: 1,
    })
    const [q] = sat.tiers["reading_writing:standard"]!
    await rpc(s.client, "save_answer", { p_session_id: m1.id, p_question_id: q, p_answer: "A" })
    await rpc(s.client, "start_full_sat", { p_test_id: sat.testId })
    expect(await statusOf("user_sessions", m1.id)).toBe("cancelled")
    const late = await rpcError(s.client, "save_answer", { p_session_id: m1.id, p_question_id: q, p_answer: "B" })
    expect(late.message).toBe("This test was cancelled when a new attempt started; its answers can no longer change.")
    expect((await rpcError(s.client, "complete_module", { p_session_id: m1.id })).message).toBe(
      "This full SAT is no longer active.",
    )
    // Not "in an active test" any more, and still not released: it was never submitted.
    expect((await rpcError(s.client, "check_review_answer", { p_question_id: q, p_answer: "A" })).message).toBe(
      NOT_TAKEN,
    )
  })

  it("answers ten parallel starts cleanly, leaving one active attempt", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent()
    const starts = await Promise.all(
      Array.from({ length: 10 }, () => s.client.rpc("start_full_sat", { p_test_id: sat.testId })),
    )
    // The gateway holds at most 8 requests in flight per student: the extras are refused
    // with 429 (and the app retries). What matters here: no start fails with a server error,
    // and the ones that ran concurrently still leave one active attempt.
    const statuses = starts.map((r) => r.status)
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2)
    const active = await withDb(
      async (db) =>
        (
          await db.query(
            "select count(*)::int as n from public.full_sat_sessions where user_id = $1 and session_status = 'active'",
            [s.user.id],
          )
        ).rows[0].n,
    )
    expect(active).toBe(1)
  })
})

describe("not found is 404, bad input is 400", () => {
  it.each([
    ["get_session_questions", { p_session_id: "other" }, "Test session not found."],
    ["get_session", { p_session_id: "other" }, "Test session not found."],
    ["submit_session", { p_session_id: "other" }, "Test session not found."],
    ["get_session_result", { p_session_id: "other" }, "Test session not found."],
    ["pause_session", { p_session_id: "other" }, "Test session not found."],
    ["toggle_favorite", { p_question_id: "random" }, "Question not found."],
    ["start_test_session", { p_test_id: "random" }, "Practice test not found."],
    ["start_full_sat", { p_test_id: "random" }, "Full SAT test not found."],
    ["get_full_sat_result", { p_full_sat_session_id: "random" }, "Full SAT session not found."],
    [
      "start_practice_set",
      { p_kind: "favorites" },
      "You have no favourite questions yet: star questions while you review them.",
    ],
    ["start_practice_set", { p_kind: "weak" }, "No weak areas found yet: answer some practice questions first."],
  ])("%s %j is 404", async (fn, args, message) => {
    // Another student's session: a favourites set of one review-bank question.
    const owner = await entitledStudent("owner")
    const [q] = await fixtureReviewQuestions([{ type: "math", key: "A" }])
    await rpc(owner.client, "toggle_favorite", { p_question_id: q })
    const other = await rpc<{ id: string }>(owner.client, "start_practice_set", { p_kind: "favorites", p_count: 5 })
    const s = await entitledStudent()
    const resolved = Object.fromEntries(
      Object.entries(args).map(([k, v]) => [k, v === "other" ? other.id : v === "random" ? crypto.randomUUID() : v]),
    )
    const { error, status } = await s.client.rpc(fn, resolved)
    expect([status, error?.code, error?.message]).toEqual([404, "PT404", message])
  })

  it("start_test_session(null) is 400", async () => {
    const s = await entitledStudent()
    const { error, status } = await s.client.rpc("start_test_session", { p_test_id: null })
    expect([status, error?.code, error?.message]).toEqual([400, "22023", "Choose a practice test to start."])
  })
})

describe("review checks are rate-limited per student", () => {
  it("refuses the 31st check in a minute with 429, and records only the 30", async () => {
    const [q] = await fixtureReviewQuestions([{ type: "math", key: "A" }])
    const s = await entitledStudent()
    for (let i = 0; i < 30; i++) await rpc(s.client, "check_review_answer", { p_question_id: q, p_answer: "B" })
    const { error, status } = await s.client.rpc("check_review_answer", { p_question_id: q, p_answer: "A" })
    expect([status, error?.message]).toEqual([429, "Too many attempts, try again in a minute"])
    const other = await entitledStudent()
    expect(await rpc(other.client, "check_review_answer", { p_question_id: q, p_answer: "A" })).toMatchObject({
      is_correct: true,
    })
    const stats = await rpc<{ by_section: { question_type: string; attempts: number }[] }>(s.client, "get_review_stats")
    expect(stats.by_section.find((x) => x.question_type === "math")!.attempts).toBe(30)
  })
})

describe("what the API exposes", () => {
  const MOVED = [
    "require_student",
    "lock_own_session",
    "normalize_answer",
    "active_session",
    "open_session",
    "grade_session",
    "session_review",
    "lock_own_full_sat",
    "full_sat_state",
    "assign_module_questions",
    "finish_full_sat",
    "in_active_test",
    "student_attempts",
    "answer_is_correct",
    "spr_fraction",
  ]

  it("keeps grading internals out of the public schema", async () => {
    const left = await withDb(
      async (db) =>
        (
          await db.query(
            "select proname from pg_proc where pronamespace = 'public'::regnamespace and proname = any($1)",
            [MOVED],
          )
        ).rows,
    )
    expect(left).toEqual([])
    for (const fn of ["spr_fraction", "answer_is_correct", "section_estimate", "key_releasable"]) {
      const { status } = await newClient().rpc(fn, {})
      expect(status, fn).toBe(404)
    }
  })

  it("documents every session, full SAT and review RPC, and keeps save_answer to one signature", async () => {
    const rows = await withDb(
      async (db) =>
        (
          await db.query(
            `
            select p.proname, obj_description(p.oid, 'pg_proc') as comment from pg_proc p
            where p.pronamespace = 'public'::regnamespace and p.proname = any($1)`,
            [
              [
                "start_test_session",
                "get_session",
                "get_session_questions",
                "save_answer",
                "save_progress",
                "pause_session",
                "resume_session",
                "submit_session",
                "get_session_result",
                "start_full_sat",
                "get_full_sat_state",
                "start_module",
                "complete_module",
                "start_break",
                "end_break",
                "get_full_sat_result",
                "check_review_answer",
                "toggle_favorite",
                "get_review_stats",
                "get_test_history",
                "start_practice_set",
              ],
            ],
          )
        ).rows as { proname: string; comment: string | null }[],
    )
    expect(rows).toHaveLength(21)
    expect(rows.filter((r) => !r.comment).map((r) => r.proname)).toEqual([])
  })
})
