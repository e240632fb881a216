import type { SupabaseClient } from "@supabase/supabase-js"
import { describe, expect, it } from "vitest"
import { rpcResultSchemas } from "@/lib/supabase/rpc/result-schemas"
import { fixtureFullSat, fixtureTest, rpc, signedInStudent } from "./helpers"

/**
 * One journey through every RPC the app parses, each call through `rpc()`,
 * which parses the real result with the app's own schema
 * (src/lib/supabase/rpc/result-schemas.ts). The last test holds the list of
 * parsed functions equal to the journey: a new schema without a call here,
 * or a call the app parses without a schema, fails.
 */

const called = new Set<string>()
const call = <T = unknown>(client: SupabaseClient, fn: string, args: Record<string, unknown> = {}) => {
  called.add(fn)
  return rpc<T>(client, fn, args)
}

type Row = { id: string }
type Question = { question_id: string }
type State = { session: { id: string } }

describe("every RPC result matches the app's schema", () => {
  let client: SupabaseClient

  it("access: a code is checked and redeemed", async () => {
    client = (await signedInStudent("contracts")).client
    expect(await call(client, "validate_setup_code", { input_code: "NOPE-NOPE" })).toMatchObject({ valid: false })
    expect(await call(client, "validate_setup_code", { input_code: "DEMO2026" })).toMatchObject({ valid: true })
    expect(await call(client, "redeem_setup_code", { input_code: "DEMO2026" })).toMatchObject({ redeemed: true })
    await call(client, "list_practice_tests")
  })

  it("a section test: start, answer, pause, save and exit, submit, results, history", async () => {
    const t = await fixtureTest([
      { type: "math", key: "A" },
      { type: "math", key: "B" },
      { type: "math", format: "spr", key: ["3/4", ".75"] },
    ])
    const s = await call<Row>(client, "start_test_session", { p_test_id: t.testId, p_timed: true })
    await call(client, "get_session", { p_session_id: s.id })
    await call(client, "list_test_sessions", { p_test_id: t.testId })
    const qs = await call<Question[]>(client, "get_session_questions", { p_session_id: s.id })
    expect(qs).toHaveLength(3)
    // Right, wrong (queues a review card on submit), SPR right; a stale write answers applied: false.
    const answers = ["A", "C", "0.75"]
    for (const [i, q] of qs.entries())
      await call(client, "save_answer", {
        p_session_id: s.id,
        p_question_id: q.question_id,
        p_answer: answers[i],
        p_client_seq: 10,
      })
    const stale = await call(client, "save_answer", {
      p_session_id: s.id,
      p_question_id: qs[0]!.question_id,
      p_answer: "D",
      p_client_seq: 1,
    })
    expect(stale).toMatchObject({ applied: false, user_answer: "A" })
    await call(client, "save_progress", { p_session_id: s.id, p_current_question: 2, p_time_remaining_seconds: 2000 })
    await call(client, "pause_session", { p_session_id: s.id })
    await call(client, "resume_session", { p_session_id: s.id })
    expect(await call(client, "save_and_exit", { p_session_id: s.id })).toMatchObject({ exit_count: 1 })
    await call(client, "resume_saved_session", { p_session_id: s.id })
    await call(client, "get_attempt_pauses", { p_ids: [s.id] })
    expect(await call(client, "submit_session", { p_session_id: s.id })).toMatchObject({ correct: 2, total: 3 })
    await call(client, "get_session_result", { p_session_id: s.id })
    await call(client, "get_section_answers", { p_section: "math" })

    // Review of the submitted test's questions, the due card of the wrong one, and a practice set.
    const list = await call<{ id: string }[]>(client, "list_review_questions", { p_filter: "all" })
    expect(list.map((q) => q.id)).toEqual(expect.arrayContaining(qs.map((q) => q.question_id)))
    await call(client, "get_review_question", { p_question_id: qs[1]!.question_id })
    await call(client, "get_review_stats", { p_time_zone: "Europe/Paris" })
    await call(client, "get_due_count", { p_time_zone: "UTC" })
    const due = await call<{ question_id: string; card: { reps: number; lapses: number } }[]>(
      client,
      "list_due_cards",
      {
        p_time_zone: "UTC",
      },
    )
    const card = due.find((c) => c.question_id === qs[1]!.question_id)!
    const now = Date.now()
    await call(client, "rate_review_card", {
      p_question_id: card.question_id,
      p_rating: 3,
      p_card: {
        due: new Date(now + 600_000).toISOString(),
        stability: 2.3,
        difficulty: 2.1,
        elapsed_days: 0,
        scheduled_days: 0,
        learning_steps: 1,
        reps: card.card.reps + 1,
        lapses: card.card.lapses,
        state: 1,
        last_review: new Date(now).toISOString(),
      },
      p_expected_reps: card.card.reps,
    })
    await call(client, "check_review_answer", { p_question_id: qs[1]!.question_id, p_answer: "B" })
    expect(await call(client, "toggle_favorite", { p_question_id: qs[0]!.question_id })).toBe(true)
    await call(client, "start_practice_set", { p_kind: "favorites", p_count: 5 })
  })

  it("a full SAT: four modules, the break, the result and history", async () => {
    const sat = await fixtureFullSat()
    const start = await call<State>(client, "start_full_sat", { p_test_id: sat.testId })
    const satId = start.session.id
    await call(client, "get_full_sat_state", { p_test_id: sat.testId })
    for (const order of [1, 2, 3, 4]) {
      if (order === 3) {
        await call(client, "start_break", { p_full_sat_session_id: satId })
        await call(client, "end_break", { p_full_sat_session_id: satId })
      }
      const m = await call<Row>(client, "start_module", { p_full_sat_session_id: satId, p_module_order: order })
      const qs = await call<Question[]>(client, "get_session_questions", { p_session_id: m.id })
      for (const q of qs)
        await call(client, "save_answer", { p_session_id: m.id, p_question_id: q.question_id, p_answer: "A" })
      await call(client, "complete_module", { p_session_id: m.id })
    }
    await call(client, "get_full_sat_result", { p_full_sat_session_id: satId })
    const history = await call<{ tests: { kind: string }[] }>(client, "get_test_history")
    // The practice set is still open: only the two finished attempts.
    expect(history.tests.map((h) => h.kind).sort()).toEqual(["full_sat", "test"])
    // The predictor over those two first attempts (hidden or shown, the shape is the contract).
    await call(client, "get_score_prediction")
  })

  it("covers every schema the app holds", () => {
    expect([...called].sort()).toEqual(Object.keys(rpcResultSchemas).sort())
  })
})
