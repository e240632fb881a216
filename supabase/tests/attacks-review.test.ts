import type { SupabaseClient } from "@supabase/supabase-js"
import { describe, expect, it } from "vitest"
import { entitledStudent, fixtureFullSat, fixtureReviewQuestions, rpc, stack, withDb } from "./helpers"

// Attacks on the review area and the mistakes queue (issue 11) and on a
// full SAT still running: each performs what a student could do through the
// API and asserts that it no longer works. review-queue.test.ts covers the
// lists, the gate, the card writes and rate_review_card's validation.

type Student = Awaited<ReturnType<typeof entitledStudent>>
type Sat = Awaited<ReturnType<typeof fixtureFullSat>>

/** An RPC's whole response: data, error and HTTP status. */
async function call(client: SupabaseClient, fn: string, args: Record<string, unknown> = {}) {
  const { data, error, status } = await client.rpc(fn, args)
  return { data, error, status }
}

/** Starts a full SAT and takes module 1: its first question right (keys are A), its second wrong, the rest blank. */
async function takeModule1(s: Student, sat: Sat) {
  const { session } = await rpc<{ session: { id: string } }>(s.client, "start_full_sat", { p_test_id: sat.testId })
  const m1 = await rpc<{ id: string }>(s.client, "start_module", {
    p_full_sat_session_id: session.id,
    p_module_order: 1,
  })
  const rows = await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: m1.id })
  const [right, wrong] = [rows[0]!.question_id, rows[1]!.question_id]
  await rpc(s.client, "save_answer", { p_session_id: m1.id, p_question_id: right, p_answer: "A" })
  await rpc(s.client, "save_answer", { p_session_id: m1.id, p_question_id: wrong, p_answer: "B" })
  await rpc(s.client, "complete_module", { p_session_id: m1.id })
  return { satId: session.id, m1: m1.id, right, wrong }
}

/** Takes modules `from`-4 of a full SAT (blank), so it completes and releases its answers. */
async function finishSat(s: Student, satId: string, from = 2) {
  for (const order of [1, 2, 3, 4].filter((o) => o >= from)) {
    if (order === 3) await rpc(s.client, "end_break", { p_full_sat_session_id: satId })
    const m = await rpc<{ id: string }>(s.client, "start_module", {
      p_full_sat_session_id: satId,
      p_module_order: order,
    })
    await rpc(s.client, "complete_module", { p_session_id: m.id })
  }
}

describe("a full SAT's module answers stay graded in secret until all four modules are done", () => {
  it("does not show module 1's per-question grades or per-type analytics through the tables", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent("ar-rows")
    const { satId, m1, right, wrong } = await takeModule1(s, sat)
    // The attack: GET /rest/v1/user_answers?select=question_id,is_correct&session_id=eq.<module 1>.
    const answers = await s.client.from("user_answers").select("question_id, is_correct").eq("session_id", m1)
    expect(answers.error).toBeNull()
    expect(answers.data).toEqual([])
    const analytics = await s.client.from("analytics").select("question_type, correct_count").eq("session_id", m1)
    expect(analytics.error).toBeNull()
    expect(analytics.data).toEqual([])

    // Once the full SAT is complete, the rows are the student's to read.
    await finishSat(s, satId)
    const after = await s.client.from("user_answers").select("question_id, is_correct").eq("session_id", m1)
    const graded = Object.fromEntries((after.data ?? []).map((r) => [r.question_id, r.is_correct]))
    expect([graded[right], graded[wrong]]).toEqual([true, false])
    const counts = await s.client.from("analytics").select("correct_count").eq("session_id", m1)
    expect(counts.data).toEqual([{ correct_count: 1 }])
  })

  it("does not let a weak-areas practice set tell which topics module 1 got wrong", async () => {
    const sat = await fixtureFullSat()
    const topic = `ar-weak-${Date.now().toString(36)}`
    // The module's questions share a topic with review-bank questions the student may practise.
    await withDb((db) =>
      db.query("update public.questions set topic = $2 where practice_test_id = $1", [sat.testId, topic]),
    )
    await fixtureReviewQuestions(Array.from({ length: 5 }, () => ({ type: "reading" as const, key: "A", topic })))
    const s = await entitledStudent("ar-weak")
    const { satId } = await takeModule1(s, sat)
    // The attack: a weak-areas set starts only if some answered question missed, and holds its topic.
    const probe = await call(s.client, "start_practice_set", { p_kind: "weak", p_count: 5 })
    expect([probe.status, probe.error?.message]).toEqual([
      404,
      "No weak areas found yet: answer some practice questions first.",
    ])
    // The same probe for one topic: its message must not tell "missed, held back" from "not missed".
    const one = await call(s.client, "start_practice_set", { p_kind: "weak", p_count: 5, p_topic: topic })
    expect([one.status, one.error?.message]).toEqual([
      404,
      `Nothing to practise in ${topic} yet: you have not missed any of its questions.`,
    ])
    // The review figures agree: nothing of the unfinished SAT counts yet.
    const stats = await rpc<Record<string, unknown>>(s.client, "get_review_stats")
    expect(stats).toMatchObject({ weakest_topics: [], attempted_questions: 0, average_accuracy: null })

    await finishSat(s, satId)
    const set = await rpc<{ id: string }>(s.client, "start_practice_set", { p_kind: "weak", p_count: 5 })
    const questions = await rpc<{ topic: string }[]>(s.client, "get_session_questions", { p_session_id: set.id })
    expect(questions.every((q) => q.topic === topic)).toBe(true)
  })
})

describe("forging a full SAT score by probing module 1", () => {
  it("makes the attempt after an abandoned one with a graded module a retake", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent("ar-probe")
    const { satId } = await takeModule1(s, sat)
    // The probe: module 1's number right used to be shown, which told the chosen answers' grades.
    // It is no longer (issue 17), but an attempt after an abandoned graded module stays a retake.
    const state = await rpc<{ modules: { score_percent: number | null }[] }>(s.client, "get_full_sat_state", {
      p_test_id: sat.testId,
    })
    expect(state.modules[0]!.score_percent).toBeNull()
    // Starting again abandons that attempt; the new one, taken with what the probe told, is a retake.
    const again = await rpc<{ session: { id: string; is_retake: boolean } }>(s.client, "start_full_sat", {
      p_test_id: sat.testId,
    })
    expect(again.session.id).not.toBe(satId)
    expect(again.session.is_retake).toBe(true)
    await finishSat(s, again.session.id, 1)
    const history = await rpc<{ tests: { is_retake: boolean }[]; stats: Record<string, unknown> }>(
      s.client,
      "get_test_history",
    )
    expect(history.tests.map((t) => t.is_retake)).toEqual([true])
    expect(history.stats).toMatchObject({ first_attempts: 0, highest_score: null })

    // A restart before any module is graded (a lost device) still gives a first attempt.
    const t = await entitledStudent("ar-restart")
    const first = await rpc<{ session: { id: string } }>(t.client, "start_full_sat", { p_test_id: sat.testId })
    await rpc(t.client, "start_module", { p_full_sat_session_id: first.session.id, p_module_order: 1 })
    const restart = await rpc<{ session: { is_retake: boolean } }>(t.client, "start_full_sat", {
      p_test_id: sat.testId,
    })
    expect(restart.session.is_retake).toBe(false)
  })
})

describe("reading another student's review data", () => {
  it("finds none of their cards, favourites or full SAT results", async () => {
    const sat = await fixtureFullSat()
    const [owner, thief] = [await entitledStudent("ar-owner"), await entitledStudent("ar-thief")]
    const { satId, wrong } = await takeModule1(owner, sat)
    await finishSat(owner, satId)
    await rpc(owner.client, "toggle_favorite", { p_question_id: wrong })
    const result = await call(thief.client, "get_full_sat_result", { p_full_sat_session_id: satId })
    expect([result.status, result.error?.message]).toEqual([404, "Full SAT session not found."])
    // A question the owner may review is closed to the thief, card or not.
    const q = await call(thief.client, "get_review_question", { p_question_id: wrong })
    expect(q.status).toBe(403)
    for (const table of ["review_cards", "favorites", "user_answers", "analytics"]) {
      const rows = await thief.client.from(table).select("*").eq("user_id", owner.user.id)
      expect(rows.data, table).toEqual([])
    }
    expect(await rpc(thief.client, "list_review_questions", { p_filter: "favorites" })).toEqual([])
    expect((await rpc<{ tests: unknown[] }>(thief.client, "get_test_history")).tests).toEqual([])
  })
})

describe("odd inputs", () => {
  it("answers a huge or hostile time zone with a short, clear 400, quickly", async () => {
    const s = await entitledStudent("ar-zone")
    for (const zone of ["x".repeat(10_000), "../../../../etc/passwd", "America/New_York; drop table x"]) {
      const started = performance.now()
      const res = await call(s.client, "list_due_cards", { p_time_zone: zone })
      expect(res.status, zone.slice(0, 30)).toBe(400)
      expect(res.error?.message.length).toBeLessThan(100)
      expect(performance.now() - started).toBeLessThan(2000)
    }
    const topic = await call(s.client, "list_review_questions", { p_filter: "topic", p_value: "(a+)+$".repeat(5000) })
    expect(topic.status).toBe(400)
    expect(topic.error?.message.length).toBeLessThan(250)
  })

  it("refuses numbers a card cannot hold with a 400, and changes nothing", async () => {
    const s = await entitledStudent("ar-card")
    const [q] = await fixtureReviewQuestions([{ type: "math", key: "A" }])
    await rpc(s.client, "check_review_answer", { p_question_id: q, p_answer: "B" })
    const now = Date.now()
    const good = {
      due: new Date(now + 600_000).toISOString(),
      stability: 2.3,
      difficulty: 2.1,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 1,
      reps: 1,
      lapses: 0,
      state: 1,
      last_review: new Date(now).toISOString(),
    }
    // Raw JSON: JavaScript cannot write 1e-400 or 1e400 as numbers. A later key wins in jsonb.
    const bad = [
      '"stability": 1e-400',
      '"difficulty": 1e400',
      '"elapsed_days": 1e10',
      '"reps": "1"',
      '"stability": "NaN"',
      '"stability": "Infinity"',
      '"due": "275760-09-13T00:00:00.000Z"',
    ]
    for (const over of bad) {
      const card = JSON.stringify(good).replace(/}$/, `, ${over}}`)
      const res = await fetch(`${stack().url}/rest/v1/rpc/rate_review_card`, {
        method: "POST",
        headers: {
          apikey: stack().anonKey,
          Authorization: `Bearer ${s.session.access_token}`,
          "Content-Type": "application/json",
        },
        body: `{"p_question_id": "${q}", "p_rating": 3, "p_expected_reps": 0, "p_card": ${card}}`,
      })
      const body = (await res.json()) as { code?: string; message?: string }
      expect([res.status, body.code], `${over}: ${body.message}`).toEqual([400, "22023"])
    }
    const { data } = await s.client.from("review_cards").select("reps, stability").eq("question_id", q!)
    expect(data).toEqual([{ reps: 0, stability: 0 }])
  })
})
