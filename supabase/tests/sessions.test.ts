import { beforeAll, describe, expect, it } from "vitest"
import { SPR_INVALID_INPUTS, SPR_MATCHES, SPR_VALID_INPUTS } from "../../src/features/practice/session/domain/spr-cases"
import { entitledStudent, fixtureTest, newClient, rpc, rpcError, withDb, testIdBySlug } from "./helpers"

type Session = { id: string; question_count: number; time_remaining_seconds: number | null; current_question: number }
type Row = Record<string, unknown> & { question_id: string; position: number }
type Result = {
  total_score: number | null
  percentile: number | null
  section_score: number
  score_low: number
  score_high: number
  correct: number
  incorrect: number
  unanswered: number
  total: number
  by_type: { question_type: string; correct: number; total: number; accuracy_percentage: number }[]
  questions: (Row & {
    correct_answer: string | null
    explanation: string
    is_correct: boolean
    user_answer: string | null
  })[]
}

let quiz: Awaited<ReturnType<typeof fixtureTest>>

beforeAll(async () => {
  quiz = await fixtureTest([
    { type: "math", key: "B" },
    { type: "reading", key: "C" },
    { type: "writing", key: "A" },
    { type: "math", format: "spr", key: ["7/2"] },
  ])
})

describe("single test sessions", () => {
  it("starts once, resumes the active session and serves questions without keys", async () => {
    const s = await entitledStudent()
    const [a, b] = await Promise.all([
      rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId }),
      rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId }),
    ])
    expect(a.id).toBe(b.id)
    expect(a.question_count).toBe(4)
    expect(a.time_remaining_seconds).toBe(35 * 60)
    const rows = await rpc<Row[]>(s.client, "get_session_questions", { p_session_id: a.id })
    expect(rows.map((r) => r.question_id)).toEqual(quiz.questionIds)
    for (const r of rows) {
      expect(Object.keys(r)).not.toContain("correct_answer")
      expect(Object.keys(r)).not.toContain("explanation")
    }
    const untimed = await entitledStudent()
    const u = await rpc<Session>(untimed.client, "start_test_session", { p_test_id: quiz.testId, p_timed: false })
    expect(u.time_remaining_seconds).toBeNull()
  })

  it("never exposes answer keys through the API before submission", async () => {
    const s = await entitledStudent()
    const keys = await s.client.from("question_keys").select("*")
    expect(keys.error?.code).toBe("42501")
    // Where the questions table is readable at all, it holds no key column.
    const q = await s.client.from("questions").select("*").eq("id", quiz.questionIds[0]!)
    for (const row of q.data ?? []) expect(Object.keys(row)).not.toContain("correct_answer")
    const early = await rpcError(s.client, "get_session_result", {
      p_session_id: (await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })).id,
    })
    expect(early.message).toBe("Submit the test to see its results and answers.")
  })

  it("saves answers, rejects bad ones with clear messages, and changes nothing then", async () => {
    const s = await entitledStudent()
    const session = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    const [mcq, , , spr] = quiz.questionIds
    const save = (question: string, answer: string, time = 5) =>
      s.client.rpc("save_answer", {
        p_session_id: session.id,
        p_question_id: question,
        p_answer: answer,
        p_time_spent_seconds: time,
      })
    expect((await save(mcq!, "b")).data).toMatchObject({ user_answer: "B" })
    const cases: [string, string, string][] = [
      [mcq!, "E", "Choose one of the options A, B, C or D."],
      [spr!, "3 1/2", "Mixed numbers are not accepted: enter 3 1/2 as 7/2 or 3.5."],
      [spr!, "50%", "Enter the number without a percent sign (for 25% enter 25)."],
      [spr!, "123456", "Your answer is too long: use at most 5 characters (6 with a minus sign)."],
      [crypto.randomUUID(), "A", "This question is not part of this test."],
    ]
    for (const [question, answer, message] of cases) {
      const { error } = await save(question, answer)
      expect(error?.message).toBe(message)
      expect(error?.code).toBe("22023")
    }
    expect((await save(mcq!, "A", -1)).error?.message).toBe("Time spent must be a number of seconds, 0 or more.")
    const rows = await rpc<Row[]>(s.client, "get_session_questions", { p_session_id: session.id })
    expect(rows.map((r) => r.user_answer)).toEqual(["B", null, null, null])
  })

  it("saves progress within range, and the clock only runs down", async () => {
    const s = await entitledStudent()
    const session = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    const progress = (q: number, t: number) =>
      s.client.rpc("save_progress", { p_session_id: session.id, p_current_question: q, p_time_remaining_seconds: t })
    expect((await progress(3, 1000)).data).toMatchObject({ current_question: 3, time_remaining_seconds: 1000 })
    expect((await progress(2, 2000)).data).toMatchObject({ current_question: 2, time_remaining_seconds: 1000 })
    expect((await progress(5, 900)).error?.message).toBe("Question number must be between 1 and 4.")
    expect((await progress(0, 900)).error?.message).toBe("Question number must be between 1 and 4.")
    expect((await progress(1, -5)).error?.message).toBe("Time remaining must be between 0 and 2100 seconds.")
  })

  it("grades on the server: score out of 1600, unanswered count as incorrect, analytics per type", async () => {
    const s = await entitledStudent()
    const session = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    const [q1, q2, , q4] = quiz.questionIds
    await rpc(s.client, "save_answer", {
      p_session_id: session.id,
      p_question_id: q1,
      p_answer: "B",
      p_time_spent_seconds: 30,
    })
    await rpc(s.client, "save_answer", {
      p_session_id: session.id,
      p_question_id: q2,
      p_answer: "D",
      p_time_spent_seconds: 50,
    })
    await rpc(s.client, "save_answer", {
      p_session_id: session.id,
      p_question_id: q4,
      p_answer: "3.50",
      p_time_spent_seconds: 40,
    })
    const result = await rpc<Result>(s.client, "submit_session", { p_session_id: session.id })
    expect(result).toMatchObject({
      correct: 2,
      incorrect: 1,
      unanswered: 1,
      total: 4,
      // A section test reports its section on 200-800 with a band, never a total (issue 17).
      total_score: null,
      percentile: null,
      section: "math",
      section_label: "Math score",
    })
    expect(result.section_score).toBeGreaterThanOrEqual(200)
    expect(result.score_low).toBeLessThanOrEqual(result.section_score)
    expect(result.score_high).toBeGreaterThanOrEqual(result.section_score)
    expect(result.by_type).toEqual([
      expect.objectContaining({ question_type: "math", correct: 2, total: 2, accuracy_percentage: 100 }),
      expect.objectContaining({ question_type: "reading", correct: 0, total: 1, accuracy_percentage: 0 }),
      expect.objectContaining({ question_type: "writing", correct: 0, total: 1, accuracy_percentage: 0 }),
    ])
    expect(result.questions.map((q) => [q.user_answer, q.is_correct, q.correct_answer])).toEqual([
      ["B", true, "B"],
      ["D", false, "C"],
      [null, false, "A"],
      ["3.50", true, null],
    ])
    expect(result.questions[0]!.explanation).toBe("Because 1.")
    // Submitting again (a double click, or the timer firing late) returns the same result.
    expect(await rpc<Result>(s.client, "submit_session", { p_session_id: session.id })).toEqual(result)
    const late = await s.client.rpc("save_answer", { p_session_id: session.id, p_question_id: q1, p_answer: "C" })
    expect(late.error?.message).toBe("This test has already been submitted; its answers can no longer change.")
    const row = await withDb(
      async (db) => (await db.query("select * from public.user_sessions where id = $1", [session.id])).rows[0],
    )
    expect(row).toMatchObject({ session_status: "completed", total_score: null, time_remaining_seconds: 0 })
    expect(row.section_score).toBe(result.section_score)
    expect(row.completed_at).toBeTruthy()
    // A new start after submission is a fresh attempt.
    const next = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    expect(next.id).not.toBe(session.id)
  })

  it("refuses to forge scores or touch another student's rows", async () => {
    const a = await entitledStudent("alice")
    const b = await entitledStudent("bob")
    const session = await rpc<Session>(a.client, "start_test_session", { p_test_id: quiz.testId })
    const forged = await a.client
      .from("user_sessions")
      .update({ total_score: 1600, session_status: "completed" })
      .eq("id", session.id)
    expect(forged.error?.code).toBe("42501")
    const fakeAnswer = await a.client.from("user_answers").insert({
      session_id: session.id,
      question_id: quiz.questionIds[0],
      user_id: a.user.id,
      user_answer: "B",
      is_correct: true,
    })
    expect(fakeAnswer.error?.code).toBe("42501")
    const fakeAnalytics = await a.client.from("analytics").insert({
      session_id: session.id,
      user_id: a.user.id,
      question_type: "math",
      correct_count: 1,
      total_count: 1,
      accuracy_percentage: 100,
      average_time_seconds: 1,
    })
    expect(fakeAnalytics.error?.code).toBe("42501")
    for (const fn of ["get_session_questions", "submit_session", "get_session_result"]) {
      expect((await rpcError(b.client, fn, { p_session_id: session.id })).message).toBe("Test session not found.")
    }
    const steal = await b.client.rpc("save_answer", {
      p_session_id: session.id,
      p_question_id: quiz.questionIds[0],
      p_answer: "A",
    })
    expect(steal.error?.message).toBe("Test session not found.")
    expect((await b.client.from("user_sessions").select("id").eq("id", session.id)).data ?? []).toEqual([])
    expect((await newClient().from("user_sessions").select("id")).data ?? []).toEqual([])
  })

  it("reports unknown tests and refuses the full SAT here", async () => {
    const s = await entitledStudent()
    expect((await rpcError(s.client, "start_test_session", { p_test_id: crypto.randomUUID() })).message).toBe(
      "Practice test not found.",
    )
    expect(
      (await rpcError(s.client, "start_test_session", { p_test_id: await testIdBySlug(s.client, "full-sat-1") }))
        .message,
    ).toBe("The full SAT runs module by module: use start_full_sat.")
  })
})

describe("answer state and replayed writes", () => {
  type Saved = {
    user_answer: string | null
    flagged: boolean
    eliminated: string
    client_seq: number | null
    applied: boolean
  }

  async function opened() {
    const s = await entitledStudent()
    const session = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    const save = (args: Record<string, unknown>) =>
      rpc<Saved>(s.client, "save_answer", { p_session_id: session.id, p_question_id: quiz.questionIds[0], ...args })
    const stored = async () =>
      (await rpc<(Row & Saved)[]>(s.client, "get_session_questions", { p_session_id: session.id }))[0]!
    return { s, session, save, stored }
  }

  it("keeps the newer write when an older one is replayed after it", async () => {
    const { save, stored } = await opened()
    expect(await save({ p_answer: "B", p_client_seq: 2000 })).toMatchObject({ user_answer: "B", applied: true })
    // The offline queue replays an older change: not applied, and the newer state comes back.
    expect(await save({ p_answer: "C", p_client_seq: 1000, p_flagged: true })).toMatchObject({
      user_answer: "B",
      flagged: false,
      client_seq: 2000,
      applied: false,
    })
    // A tie (the same change sent twice) applies.
    expect(await save({ p_answer: "D", p_client_seq: 2000 })).toMatchObject({ user_answer: "D", applied: true })
    // No sequence number: applied as before, and the stored number stays for later comparisons.
    expect(await save({ p_answer: "A" })).toMatchObject({ user_answer: "A", client_seq: 2000, applied: true })
    expect(await save({ p_answer: "B", p_client_seq: 1999 })).toMatchObject({ user_answer: "A", applied: false })
    expect(await stored()).toMatchObject({ user_answer: "A", client_seq: 2000 })
  })

  it("keeps the newer write when an older one races it to a question's first save", async () => {
    for (let i = 0; i < 5; i++) {
      const { save, stored } = await opened()
      const [older, newer] = await Promise.all([
        save({ p_answer: "C", p_client_seq: 1000 }),
        save({ p_answer: "B", p_client_seq: 3000 }),
      ])
      expect(newer.applied).toBe(true)
      // The older write either landed first (and was then replaced) or was refused.
      expect(older.applied ? "landed first" : older.user_answer).toMatch(/^(landed first|B)$/)
      expect(await stored()).toMatchObject({ user_answer: "B", client_seq: 3000 })
    }
  })

  it("stores mark-for-review and eliminated options, leaving them as they are when null", async () => {
    const { save, stored } = await opened()
    await save({ p_answer: "", p_flagged: true, p_eliminated: "db", p_client_seq: 1 })
    expect(await stored()).toMatchObject({ user_answer: null, flagged: true, eliminated: "BD", client_seq: 1 })
    await save({ p_answer: "A", p_client_seq: 2 })
    expect(await stored()).toMatchObject({ user_answer: "A", flagged: true, eliminated: "BD" })
    await save({ p_answer: "A", p_flagged: false, p_eliminated: "", p_client_seq: 3 })
    expect(await stored()).toMatchObject({ flagged: false, eliminated: "" })
  })

  it.each([
    ["AE", "Eliminated options must be letters A to D, such as BD."],
    ["AA", "Eliminate each option at most once."],
  ])("refuses eliminated options %j", async (eliminated, message) => {
    const { s, session, stored } = await opened()
    const error = await rpcError(s.client, "save_answer", {
      p_session_id: session.id,
      p_question_id: quiz.questionIds[0],
      p_answer: "A",
      p_eliminated: eliminated,
    })
    expect([error.code, error.message]).toEqual(["22023", message])
    expect((await stored()).user_answer).toBeNull()
    const spr = await rpcError(s.client, "save_answer", {
      p_session_id: session.id,
      p_question_id: quiz.questionIds[3],
      p_answer: "1",
      p_eliminated: "A",
    })
    expect(spr.message).toBe("Only multiple-choice options can be eliminated.")
  })
})

/** A private grading helper called as the database owner (no API role may execute them). */
async function grading<T>(sql: string, params: unknown[]): Promise<T> {
  return withDb(async (db) => (await db.query(`select ${sql} as v`, params)).rows[0].v as T)
}
async function gradingError(sql: string, params: unknown[]) {
  try {
    await grading(sql, params)
  } catch (e) {
    return { code: (e as { code?: string }).code, message: (e as Error).message }
  }
  throw new Error(`${sql} did not fail`)
}

describe("grading tables", () => {
  // The edges of each table; the whole range is checked by the queries below.
  it.each([
    [1, 800],
    [0.95, 800],
    [0.9499, 750],
    [0.5, 350],
    [0.4999, 300],
    [0.3, 250],
    [0.2999, 200],
    [0, 200],
  ])("section score for fraction %d is %d", async (fraction, score) => {
    expect(await grading("private.section_score($1)", [fraction])).toBe(score)
  })

  it("section scores climb by 50 from 200 to 800 as the fraction grows, never down", async () => {
    const steps = await withDb(
      async (db) =>
        (
          await db.query(`
            with s as (select f, private.section_score(f) as score from generate_series(0, 1, 0.0001) f),
            d as (select score - lag(score) over (order by f) as step from s)
            select step, count(*)::int as n from d where step <> 0 group by step`)
        ).rows,
    )
    // 12 steps up (200 -> 800); every other neighbour pair keeps its score.
    expect(steps).toEqual([{ step: 50, n: 12 }])
  })

  it.each([["NaN"], [1.01], [-0.1]])("section_score(%s) is refused with 22023", async (fraction) => {
    const error = await gradingError("private.section_score($1)", [fraction])
    expect([error.code, error.message]).toEqual([
      "22023",
      "The fraction answered correctly must be a number from 0 to 1.",
    ])
  })

  it.each([
    [1600, 99],
    [1580, 99],
    [1579, 95],
    [800, 30],
    [799, 20],
    [400, 20],
  ])("percentile for %d is %d", async (total, percentile) => {
    expect(await grading("private.score_percentile($1)", [total])).toBe(percentile)
  })

  it("percentiles never fall as the total grows", async () => {
    const falls = await withDb(
      async (db) =>
        (
          await db.query(`
            select t from (
              select t, private.score_percentile(t) - lag(private.score_percentile(t)) over (order by t) as d
              from generate_series(400, 1600) t) x
            where d < 0`)
        ).rows,
    )
    expect(falls).toEqual([])
  })

  it.each(SPR_MATCHES)("spr_matches(%s, %s) is %s", async (answer, key, expected) => {
    expect(await grading("private.spr_matches($1, $2)", [answer, key])).toBe(expected)
  })

  it.each(SPR_VALID_INPUTS)("spr_normalize(%j) is %j, as the client's checkSpr says", async (input, value) => {
    expect(await grading("private.spr_normalize($1)", [input])).toBe(value)
  })

  it.each(SPR_INVALID_INPUTS)("spr_normalize(%j) refuses with the client's message", async (input, message) => {
    const error = await gradingError("private.spr_normalize($1)", [input])
    expect(error.message).toBe(message)
    expect(error.code).toBe("22023")
  })

  it("grades every accepted form of every seeded question as the same answer", async () => {
    const disagreements = await withDb(
      async (db) =>
        (
          await db.query(`
            select q.external_id, a.form from public.questions q
            join public.question_keys k on k.question_id = q.id
            cross join unnest(k.accepted_answers) a(form)
            where q.format = 'spr' and not private.spr_matches(a.form, k.accepted_answers[1])`)
        ).rows,
    )
    expect(disagreements).toEqual([])
    const count = await withDb(
      async (db) => (await db.query("select count(*)::int as n from public.questions where format = 'spr'")).rows[0].n,
    )
    expect(count).toBeGreaterThan(25)
  })
})
