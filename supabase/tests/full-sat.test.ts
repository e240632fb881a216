import { describe, expect, it } from "vitest"
import type { FullSatResult } from "@/lib/supabase/rpc/full-sat-result"
import type { TestHistory } from "@/lib/supabase/rpc/history"
import { entitledStudent, fixtureFullSat, rpc, rpcError, withDb, testIdBySlug } from "./helpers"

type State = {
  session: {
    id: string
    current_module: number
    session_status: string
    module_2_tier: string | null
    module_4_tier: string | null
  }
  on_break: boolean
  break_seconds_remaining: number | null
  modules: {
    module_order: number
    status: string
    tier: string | null
    section_type: string
    question_count: number
    time_limit_minutes: number
    is_adaptive: boolean
  }[]
}
type ModuleSession = { id: string; question_count: number; time_remaining_seconds: number }
type Row = { question_id: string }

/** Opens a module, answers `right` of its questions correctly (keys are "A") and submits it. */
async function takeModule(
  client: Awaited<ReturnType<typeof entitledStudent>>["client"],
  satId: string,
  order: number,
  right: number,
) {
  const m = await rpc<ModuleSession>(client, "start_module", { p_full_sat_session_id: satId, p_module_order: order })
  const rows = await rpc<Row[]>(client, "get_session_questions", { p_session_id: m.id })
  for (const [i, r] of rows.entries())
    await rpc(client, "save_answer", {
      p_session_id: m.id,
      p_question_id: r.question_id,
      p_answer: i < right ? "A" : "B",
    })
  const done = await rpc<{ module: { score_percent: number }; state: State }>(client, "complete_module", {
    p_session_id: m.id,
  })
  return { opened: m, rows, ...done }
}

describe("full SAT flow", () => {
  it("runs four modules with adaptive tiers, the break and final scores", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent()
    const start = await rpc<State>(s.client, "start_full_sat", { p_test_id: sat.testId })
    const satId = start.session.id
    expect(start.modules.map((m) => m.status)).toEqual(["available", "locked", "locked", "locked"])
    expect(
      (await rpcError(s.client, "start_module", { p_full_sat_session_id: satId, p_module_order: 2 })).message,
    ).toBe("Module 2 is not available yet: finish module 1 first.")

    // Module 1: all right, so module 2 comes from the harder tier.
    const m1 = await takeModule(s.client, satId, 1, 4)
    // Nothing about right answers until the whole SAT is done (supabase/tests/scoring.test.ts).
    expect(m1.module.score_percent).toBeUndefined()
    expect(m1.state.session.module_2_tier).toBe("harder")
    expect(
      (await rpcError(s.client, "start_module", { p_full_sat_session_id: satId, p_module_order: 1 })).message,
    ).toBe("Module 1 is finished; you cannot return to it.")

    // Module 2: 1 of 4 right; the break starts.
    const m2 = await takeModule(s.client, satId, 2, 1)
    expect(m2.rows.map((r) => r.question_id).sort()).toEqual([...sat.tiers["reading_writing:harder"]!].sort())
    expect(m2.state.on_break).toBe(true)
    expect(m2.state.break_seconds_remaining).toBeGreaterThan(590)
    expect(
      (await rpcError(s.client, "start_module", { p_full_sat_session_id: satId, p_module_order: 3 })).message,
    ).toBe("Finish or skip the break before starting module 3.")
    // A reload mid-break resumes on the break.
    const resumed = await rpc<State>(s.client, "get_full_sat_state", { p_test_id: sat.testId })
    expect(resumed.on_break).toBe(true)
    expect(resumed.session.current_module).toBe(3)
    const afterBreak = await rpc<State>(s.client, "end_break", { p_full_sat_session_id: satId })
    expect(afterBreak.on_break).toBe(false)

    // Module 3: none right, so module 4 is the easier tier.
    const m3 = await takeModule(s.client, satId, 3, 0)
    expect(m3.state.session.module_4_tier).toBe("easier")
    const m4 = await takeModule(s.client, satId, 4, 3)
    expect(m4.rows.map((r) => r.question_id).sort()).toEqual([...sat.tiers["math:easier"]!].sort())

    // IRT (issue 17): every fixture question is level 5 (a 1.3, b 0.1, c 0.25), so only the number right
    // counts: Reading and Writing 5 of 8 -> 480, Math 3 of 6 -> 410; 890 -> 30th percentile.
    expect(m4.state.session).toMatchObject({ session_status: "completed" })
    const result = await rpc<FullSatResult>(s.client, "get_full_sat_result", { p_full_sat_session_id: satId })
    expect(result.session).toMatchObject({
      reading_writing_score: 480,
      math_score: 410,
      total_score: 890,
      percentile: 30,
    })
    const { scores } = result as unknown as {
      scores: Record<"reading_writing" | "math" | "total", { score: number; low: number; high: number; se: number }>
    }
    for (const part of ["reading_writing", "math", "total"] as const) {
      expect(scores[part].low).toBeLessThan(scores[part].score)
      expect(scores[part].high).toBeGreaterThan(scores[part].score)
      expect(scores[part].se).toBeGreaterThan(0)
    }
    expect(scores.total.score).toBe(890)
    expect(result.modules.map((m) => [m.module_order, m.correct, m.tier])).toEqual([
      [1, 4, "standard"],
      [2, 1, "harder"],
      [3, 0, "standard"],
      [4, 3, "easier"],
    ])
    expect(result.questions).toHaveLength(14)
    expect(result.questions.every((q) => q.correct_answer === "A" && q.explanation === "Key A.")).toBe(true)
    // What the results screen shows besides: the test's title, each question's module, domain and skill.
    expect(result.title).toBe("Fixture SAT")
    expect(result.questions.map((q) => q.module_order)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4])
    expect(result.questions.every((q) => q.domain === "Fixture" && q.topic === "fixture")).toBe(true)
    // History links the attempt to its results screen, which lives under its test.
    const history = await rpc<TestHistory>(s.client, "get_test_history")
    expect(history.tests[0]).toMatchObject({
      id: satId,
      kind: "full_sat",
      practice_test_id: sat.testId,
      total_score: 890,
      is_retake: false,
    })
  })

  it("assigns a module's questions once even when opened many times at once", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent()
    const { session } = await rpc<State>(s.client, "start_full_sat", { p_test_id: sat.testId })
    const opened = await Promise.all(
      Array.from({ length: 8 }, () =>
        rpc<ModuleSession>(s.client, "start_module", { p_full_sat_session_id: session.id, p_module_order: 1 }),
      ),
    )
    expect(new Set(opened.map((m) => m.id)).size).toBe(1)
    const count = await withDb(
      async (db) =>
        (
          await db.query("select count(*)::int as n from public.module_question_assignments where session_id = $1", [
            session.id,
          ])
        ).rows[0].n,
    )
    expect(count).toBe(4)
    const own = (await s.client.from("module_question_assignments").select("question_id").eq("session_id", session.id))
      .data!
    expect(own).toHaveLength(4)
  })

  it("cancels the active full SAT on a new start, and keeps students apart", async () => {
    const sat = await fixtureFullSat()
    const a = await entitledStudent("alice")
    const b = await entitledStudent("bob")
    const first = await rpc<State>(a.client, "start_full_sat", { p_test_id: sat.testId })
    const second = await rpc<State>(a.client, "start_full_sat", { p_test_id: sat.testId })
    expect(second.session.id).not.toBe(first.session.id)
    const old = await withDb(
      async (db) =>
        (await db.query("select session_status from public.full_sat_sessions where id = $1", [first.session.id]))
          .rows[0],
    )
    expect(old.session_status).toBe("cancelled")
    expect(
      (await rpcError(b.client, "start_module", { p_full_sat_session_id: second.session.id, p_module_order: 1 }))
        .message,
    ).toBe("Full SAT session not found.")
    expect((await rpcError(b.client, "end_break", { p_full_sat_session_id: second.session.id })).message).toBe(
      "Full SAT session not found.",
    )
    expect((await b.client.from("full_sat_sessions").select("id")).data ?? []).toEqual([])
    expect(
      (await rpcError(a.client, "get_full_sat_result", { p_full_sat_session_id: second.session.id })).message,
    ).toBe("Finish all four modules to see your results.")
    expect((await rpcError(a.client, "end_break", { p_full_sat_session_id: second.session.id })).message).toBe(
      "There is no break to end now.",
    )
  })
})

describe("the seeded full SAT", () => {
  it("runs end to end through the API: 27/27/22/22 questions in real time limits, none repeated", async () => {
    const s = await entitledStudent()
    const testId = await testIdBySlug(s.client, "full-sat-1")
    const { session, modules } = await rpc<State>(s.client, "start_full_sat", { p_test_id: testId })
    expect(modules.map((m) => [m.section_type, m.question_count, m.time_limit_minutes, m.is_adaptive])).toEqual([
      ["reading_writing", 27, 32, false],
      ["reading_writing", 27, 32, true],
      ["math", 22, 35, false],
      ["math", 22, 35, true],
    ])
    const seen = new Set<string>()
    for (const m of modules) {
      if (m.module_order === 3) await rpc(s.client, "end_break", { p_full_sat_session_id: session.id })
      const opened = await rpc<ModuleSession>(s.client, "start_module", {
        p_full_sat_session_id: session.id,
        p_module_order: m.module_order,
      })
      expect(opened.question_count).toBe(m.question_count)
      expect(opened.time_remaining_seconds).toBe(m.time_limit_minutes * 60)
      const rows = await rpc<(Row & { section: string; format: string })[]>(s.client, "get_session_questions", {
        p_session_id: opened.id,
      })
      expect(rows).toHaveLength(m.question_count)
      for (const r of rows) {
        expect(r.section).toBe(m.section_type)
        expect(seen.has(r.question_id)).toBe(false)
        seen.add(r.question_id)
      }
      // Answer the first half: "A" for choices, "1" for student-produced responses.
      for (const r of rows.slice(0, Math.ceil(rows.length / 2)))
        await rpc(s.client, "save_answer", {
          p_session_id: opened.id,
          p_question_id: r.question_id,
          p_answer: r.format === "spr" ? "1" : "A",
        })
      await rpc(s.client, "complete_module", { p_session_id: opened.id })
    }
    const result = await rpc<FullSatResult>(s.client, "get_full_sat_result", { p_full_sat_session_id: session.id })
    expect(result.session.session_status).toBe("completed")
    expect(result.session.total_score).toBe(result.session.reading_writing_score! + result.session.math_score!)
    expect(result.questions).toHaveLength(98)
    expect(result.questions.every((q) => q.explanation && (q.correct_answer || q.accepted_answers?.length))).toBe(true)
    // Each question carries the bank's domain and skill, as stored.
    const bank = await withDb(
      async (db) =>
        (
          await db.query<{ id: string; domain: string; topic: string }>(
            "select id, domain, topic from public.questions where id = any($1::uuid[])",
            [result.questions.map((q) => q.question_id)],
          )
        ).rows,
    )
    const stored = new Map(bank.map((r) => [r.id, `${r.domain} / ${r.topic}`]))
    expect(result.questions.map((q) => `${q.domain} / ${q.topic}`)).toEqual(
      result.questions.map((q) => stored.get(q.question_id)),
    )
    expect(new Set(result.questions.map((q) => q.domain)).size).toBe(8)
  })
})
