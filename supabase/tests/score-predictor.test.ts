import { describe, expect, it } from "vitest"
import type { ScorePrediction } from "../../src/lib/supabase/rpc/schemas/prediction"
import {
  entitledStudent,
  fixtureFullSat,
  fixtureTest,
  newClient,
  rpc,
  rpcError,
  signedInStudent,
  withDb,
} from "./helpers"

// The score predictor (docs/scoring.md, "Score predictor"): one weighted EAP
// per section over first attempts of section tests and full SATs of the
// last 12 weeks, hidden until each section has 20 questions.

type Student = Awaited<ReturnType<typeof entitledStudent>>

/** A 20-question section test of its own (every key "A", levels 1-9 spread). */
async function sectionTest(type: "math" | "reading") {
  const t = await fixtureTest(
    Array.from({ length: 20 }, (_, i) => ({ type, key: "A", level: 1 + (i % 9), topic: `predictor-${type}` })),
  )
  await withDb((db) => db.query("update public.practice_tests set test_type = $2 where id = $1", [t.testId, type]))
  return t.testId
}

/** Takes a test through the API: the first `right` questions answered "A" (right), the next `wrong` "B". */
async function take(s: Student, testId: string, right: number, wrong = 0) {
  const sess = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: testId })
  const rows = await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: sess.id })
  for (const [i, r] of rows.entries())
    if (i < right + wrong)
      await rpc(s.client, "save_answer", {
        p_session_id: sess.id,
        p_question_id: r.question_id,
        p_answer: i < right ? "A" : "B",
      })
  await rpc(s.client, "submit_session", { p_session_id: sess.id })
  return sess.id
}

const predict = (s: Student) => rpc<ScorePrediction>(s.client, "get_score_prediction")
const width = (x: { low?: number; high?: number }) => x.high! - x.low!

/** Moves a completed session back in time by `days`, as if taken then. */
const backdate = (sessionId: string, days: number) =>
  withDb((db) =>
    db.query(
      `update public.user_sessions set completed_at = completed_at - make_interval(days => $2),
         created_at = created_at - make_interval(days => $2) where id = $1`,
      [sessionId, days],
    ),
  )

describe("the score predictor", () => {
  it("is hidden until each section has 20 questions, then moves the right way", async () => {
    const [math1, math2, read1, read2] = await Promise.all([
      sectionTest("math"),
      sectionTest("math"),
      sectionTest("reading"),
      sectionTest("reading"),
    ])
    const s = await entitledStudent("predictor")
    const empty = await predict(s)
    expect(empty).toMatchObject({ enough: false, questions: 0, tests: 0, total: null, since: null })
    expect(empty.rule).toEqual({ window_weeks: 12, half_life_days: 28, min_questions: 20 })

    // One section only: still hidden, no score leaks out.
    await take(s, math1, 10, 10)
    const half = await predict(s)
    expect(half).toMatchObject({ enough: false, questions: 20, tests: 1, total: null })
    expect(half.sections.math).toEqual({ questions: 20, tests: 1 })

    await take(s, read1, 10, 10)
    const first = await predict(s)
    expect(first).toMatchObject({ enough: true, questions: 40, tests: 2, full_sats: 0 })
    const t1 = first.total!
    expect(t1.score).toBe(first.sections.math.score! + first.sections.reading_writing.score!)
    expect(t1.low).toBeLessThanOrEqual(t1.score)
    expect(t1.high).toBeGreaterThanOrEqual(t1.score)
    expect(t1.score % 10).toBe(0)

    // More right answers: Math goes up, and with twice the evidence its band narrows.
    await take(s, math2, 18, 2)
    const more = await predict(s)
    expect(more.sections.math.score!).toBeGreaterThan(first.sections.math.score!)
    expect(more.sections.math.se!).toBeLessThan(first.sections.math.se!)
    expect(width(more.sections.math)).toBeLessThanOrEqual(width(first.sections.math))
    expect(more.sections.reading_writing.score).toBe(first.sections.reading_writing.score)
    expect(more.total!.score).toBeGreaterThan(t1.score)
    expect(more).toMatchObject({ questions: 60, tests: 3 })

    // More wrong answers: Reading and Writing goes down.
    await take(s, read2, 2, 18)
    const less = await predict(s)
    expect(less.sections.reading_writing.score!).toBeLessThan(more.sections.reading_writing.score!)
    expect(less.total!.score).toBeLessThan(more.total!.score)

    // A retake (keys seen) changes nothing, however well it goes.
    await take(s, math1, 20)
    expect(await predict(s)).toEqual(less)

    // Another student's work never counts.
    const other = await entitledStudent("predictor-other")
    await take(other, math1, 20)
    await take(other, read1, 20)
    expect(await predict(s)).toEqual(less)
    const theirs = await predict(other)
    expect(theirs).toMatchObject({ enough: true, questions: 40, tests: 2 })
    expect(theirs.total!.score).toBeGreaterThan(first.total!.score)
  })

  it("leaves out practice sets and review answers", async () => {
    const [math, read] = await Promise.all([sectionTest("math"), sectionTest("reading")])
    const s = await entitledStudent("predictor-practice")
    await take(s, math, 5, 15)
    await take(s, read, 5, 15)
    const before = await predict(s)
    expect(before.enough).toBe(true)

    // A weak-areas set over the questions just missed, all answered right: practice, not a test.
    const set = await rpc<{ id: string }>(s.client, "start_practice_set", { p_kind: "weak", p_count: 20 })
    const rows = await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: set.id })
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows)
      await rpc(s.client, "save_answer", { p_session_id: set.id, p_question_id: r.question_id, p_answer: "A" })
    await rpc(s.client, "submit_session", { p_session_id: set.id })
    // Review answers, all right.
    for (const r of rows.slice(0, 5))
      await rpc(s.client, "check_review_answer", { p_question_id: r.question_id, p_answer: "A" })

    expect(await predict(s)).toEqual(before)
  })

  it("counts the last 12 weeks only, recent work weighing more", async () => {
    const [mathA, mathB, read] = await Promise.all([sectionTest("math"), sectionTest("math"), sectionTest("reading")])
    // Two students with the same two Math tests, one strong then weak, the other weak then strong.
    const improving = await entitledStudent("predictor-improving")
    const declining = await entitledStudent("predictor-declining")
    for (const [s, old, recent] of [
      [improving, 4, 18],
      [declining, 18, 4],
    ] as const) {
      await backdate(await take(s, mathA, old, 20 - old), 42)
      await take(s, mathB, recent, 20 - recent)
      await take(s, read, 10, 10)
    }
    const up = await predict(improving)
    const down = await predict(declining)
    expect(up.sections.math.questions).toBe(40)
    expect(up.sections.math.score!).toBeGreaterThan(down.sections.math.score!)
    expect(up.since! < up.latest!).toBe(true)

    // Older than 12 weeks: no longer counted (and the prediction hides again when a section falls short).
    const old = await withDb(
      async (db) =>
        (
          await db.query(`select s.id from public.user_sessions s where s.user_id = $1 and s.practice_test_id = $2`, [
            improving.user.id,
            mathB,
          ])
        ).rows[0].id as string,
    )
    await backdate(old, 85)
    const later = await predict(improving)
    expect(later.sections.math.questions).toBe(20)
    // The other Math test (42 days old) alone still makes 20: a prediction, from 4 of 20 right.
    expect(later.enough).toBe(true)
    expect(later.sections.math.score!).toBeLessThan(up.sections.math.score!)
  })

  it("is for signed-in, entitled students only", async () => {
    const anon = await rpcError(newClient(), "get_score_prediction")
    expect(anon.code).toBe("42501")
    const stranger = await signedInStudent("predictor-unentitled")
    expect((await rpcError(stranger.client, "get_score_prediction")).code).toBe("42501")
    // The private function cannot be reached through the API under any name.
    const s = await entitledStudent("predictor-private")
    const direct = await s.client.rpc("score_prediction" as never, { p_user_id: stranger.user.id } as never)
    expect(direct.error).not.toBeNull()
  })
})

describe("the score predictor and full SATs", () => {
  it("counts a completed full SAT's modules as one test, and only once it is complete", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent("predictor-sat")
    const start = await rpc<{ session: { id: string } }>(s.client, "start_full_sat", { p_test_id: sat.testId })
    const satId = start.session.id
    const module = async (order: number) => {
      const m = await rpc<{ id: string }>(s.client, "start_module", {
        p_full_sat_session_id: satId,
        p_module_order: order,
      })
      const rows = await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: m.id })
      for (const r of rows)
        await rpc(s.client, "save_answer", { p_session_id: m.id, p_question_id: r.question_id, p_answer: "A" })
      await rpc(s.client, "complete_module", { p_session_id: m.id })
    }
    await module(1)
    await module(2)
    await rpc(s.client, "end_break", { p_full_sat_session_id: satId })
    await module(3)
    // Three modules done, the SAT not complete: nothing counts yet (and nothing says how they went).
    expect(await predict(s)).toMatchObject({ questions: 0, tests: 0, full_sats: 0 })
    await module(4)
    const p = await predict(s)
    expect(p).toMatchObject({ questions: 14, tests: 1, full_sats: 1, enough: false })
    expect(p.sections).toEqual({ reading_writing: { questions: 8, tests: 1 }, math: { questions: 6, tests: 1 } })
  })
})
