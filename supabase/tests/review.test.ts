import { beforeAll, describe, expect, it } from "vitest"
import {
  entitledStudent,
  fixtureFullSat,
  fixtureReviewQuestions,
  fixtureTest,
  rpc,
  rpcError,
  testIdBySlug,
  withDb,
} from "./helpers"

type Check = { is_correct: boolean; correct_answer: string | null; explanation: string; user_answer: string }
type Stats = {
  total_questions: number
  attempted_questions: number
  reviewed_today: number
  average_accuracy: number | null
  favorites: number
  due_today: number
  by_difficulty: { band: string; total_questions: number; attempts: number; correct: number }[]
  by_section: { question_type: string; total_questions: number; attempts: number; correct: number; favorites: number }[]
  weakest_topics: { topic: string; attempts: number; accuracy: number }[]
}

let quiz: Awaited<ReturnType<typeof fixtureTest>>
// The same three questions in the review bank (no test): review releases their keys at once.
let bank: string[]

beforeAll(async () => {
  const questions: Parameters<typeof fixtureTest>[0] = [
    { type: "math", key: "B", topic: "review-algebra", level: 2 },
    { type: "reading", key: "C", topic: "review-words", level: 8 },
    { type: "math", format: "spr", key: ["2/3"], topic: "review-algebra", level: 5 },
  ]
  quiz = await fixtureTest(questions)
  bank = await fixtureReviewQuestions(questions)
})

describe("review mode", () => {
  it("checks an answer to a review-bank question and reveals the key and explanation", async () => {
    const s = await entitledStudent()
    const [mcq, , spr] = bank
    const right = await rpc<Check>(s.client, "check_review_answer", { p_question_id: mcq, p_answer: "b" })
    expect(right).toMatchObject({ is_correct: true, correct_answer: "B", explanation: "Because 1.", user_answer: "B" })
    const wrong = await rpc<Check>(s.client, "check_review_answer", { p_question_id: mcq, p_answer: "A" })
    expect(wrong.is_correct).toBe(false)
    expect(
      (await rpc<Check>(s.client, "check_review_answer", { p_question_id: spr, p_answer: ".6667" })).is_correct,
    ).toBe(true)
    expect(
      (await rpc<Check>(s.client, "check_review_answer", { p_question_id: spr, p_answer: ".66" })).is_correct,
    ).toBe(false)
  })

  it("refuses bad input, and a test question until the student has submitted that test", async () => {
    const s = await entitledStudent()
    const [mcq] = quiz.questionIds
    expect((await rpcError(s.client, "check_review_answer", { p_question_id: bank[0], p_answer: " " })).message).toBe(
      "Choose or enter an answer first.",
    )
    const unknown = await rpcError(s.client, "check_review_answer", {
      p_question_id: crypto.randomUUID(),
      p_answer: "A",
    })
    expect([unknown.message, unknown.code]).toEqual(["Question not found.", "PT404"])
    // Never started: the key belongs to that test.
    expect((await rpcError(s.client, "check_review_answer", { p_question_id: mcq, p_answer: "A" })).message).toBe(
      "This question belongs to a practice test you have not taken yet: its answer is released after you submit that test.",
    )
    const session = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: quiz.testId })
    const refused = await rpcError(s.client, "check_review_answer", { p_question_id: mcq, p_answer: "A" })
    expect(refused.message).toBe("This question is in a test you have not submitted yet. Finish that test first.")
    await rpc(s.client, "submit_session", { p_session_id: session.id })
    expect((await rpc<Check>(s.client, "check_review_answer", { p_question_id: mcq, p_answer: "B" })).is_correct).toBe(
      true,
    )
  })

  it("toggles favourites, each student's own", async () => {
    const a = await entitledStudent("alice")
    const b = await entitledStudent("bob")
    const [mcq] = quiz.questionIds
    expect(await rpc(a.client, "toggle_favorite", { p_question_id: mcq })).toBe(true)
    expect((await a.client.from("favorites").select("question_id")).data).toEqual([{ question_id: mcq }])
    expect((await b.client.from("favorites").select("question_id")).data).toEqual([])
    const forged = await b.client.from("favorites").insert({ user_id: a.user.id, question_id: quiz.questionIds[1] })
    expect(forged.error?.code).toBe("42501")
    expect(await rpc(a.client, "toggle_favorite", { p_question_id: mcq })).toBe(false)
    expect((await a.client.from("favorites").select("question_id")).data).toEqual([])
    expect((await rpcError(a.client, "toggle_favorite", { p_question_id: crypto.randomUUID() })).message).toBe(
      "Question not found.",
    )
  })

  it("computes the student's own statistics from tests and review", async () => {
    const s = await entitledStudent()
    const [mcq, reading, spr] = quiz.questionIds
    const empty = await rpc<Stats>(s.client, "get_review_stats", { p_time_zone: "America/New_York" })
    expect(empty).toMatchObject({ attempted_questions: 0, reviewed_today: 0, average_accuracy: null, favorites: 0 })
    expect(empty.total_questions).toBeGreaterThanOrEqual(3)

    // A submitted test: 1 right (math mcq), 1 wrong (reading), 1 unanswered (not counted as an attempt).
    const session = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: quiz.testId })
    await rpc(s.client, "save_answer", { p_session_id: session.id, p_question_id: mcq, p_answer: "B" })
    await rpc(s.client, "save_answer", { p_session_id: session.id, p_question_id: reading, p_answer: "A" })
    await rpc(s.client, "submit_session", { p_session_id: session.id })
    // Review: two wrong tries and one right on the SPR question; one favourite.
    for (const answer of ["1", "2", "2/3"])
      await rpc(s.client, "check_review_answer", { p_question_id: spr, p_answer: answer })
    await rpc(s.client, "toggle_favorite", { p_question_id: reading })

    const stats = await rpc<Stats>(s.client, "get_review_stats", {})
    expect(stats).toMatchObject({ attempted_questions: 3, reviewed_today: 1, average_accuracy: 40, favorites: 1 })
    // The mistakes queue: the wrong reading answer and the SPR question (blank in the test, missed in review).
    expect(stats.due_today).toBe(2)
    const math = stats.by_section.find((x) => x.question_type === "math")!
    expect(math).toMatchObject({ attempts: 4, correct: 2 })
    expect(stats.by_section.find((x) => x.question_type === "reading")).toMatchObject({
      attempts: 1,
      correct: 0,
      favorites: 1,
    })
    expect(stats.by_difficulty.map((d) => d.band)).toEqual(["easy", "medium", "hard"])
    expect(stats.by_difficulty.find((d) => d.band === "medium")).toMatchObject({ attempts: 3, correct: 1 })
    expect(stats.weakest_topics).toEqual([
      expect.objectContaining({ topic: "review-algebra", attempts: 4, accuracy: 50 }),
    ])
    expect((await rpcError(s.client, "get_review_stats", { p_time_zone: "Mars/Olympus" })).message).toBe(
      "Unknown time zone: Mars/Olympus",
    )
  })

  it("counts only questions the student may review: a test's join the totals when it is submitted", async () => {
    const s = await entitledStudent()
    const reviewable = () =>
      withDb(async (db) =>
        Number(
          (
            await db.query("select count(*) from public.questions q where private.key_releasable($1, q.id)", [
              s.user.id,
            ])
          ).rows[0].count,
        ),
      )
    const before = await rpc<Stats>(s.client, "get_review_stats", {})
    expect(before.total_questions).toBe(await reviewable())
    const session = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: quiz.testId })
    await rpc(s.client, "save_answer", { p_session_id: session.id, p_question_id: quiz.questionIds[0], p_answer: "B" })
    await rpc(s.client, "submit_session", { p_session_id: session.id })
    const after = await rpc<Stats>(s.client, "get_review_stats", {})
    expect(after.total_questions).toBe(before.total_questions + 3)
    expect(after.total_questions).toBe(await reviewable())
    for (const part of [after.by_section, after.by_difficulty])
      expect(part.reduce((n, x) => n + Number(x.total_questions), 0)).toBe(after.total_questions)
    expect(after).toMatchObject({ attempted_questions: 1, due_today: 2 })

    // A full SAT in progress: module 1 is graded, but its answers count nowhere until all four modules are done.
    const sat = await fixtureFullSat()
    const { session: full } = await rpc<{ session: { id: string } }>(s.client, "start_full_sat", {
      p_test_id: sat.testId,
    })
    const m1 = await rpc<{ id: string }>(s.client, "start_module", {
      p_full_sat_session_id: full.id,
      p_module_order: 1,
    })
    const rows = await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: m1.id })
    await rpc(s.client, "save_answer", { p_session_id: m1.id, p_question_id: rows[0]!.question_id, p_answer: "B" })
    await rpc(s.client, "complete_module", { p_session_id: m1.id })
    expect(await rpc<Stats>(s.client, "get_review_stats", {})).toEqual(after)
  })

  it("lists test history with count, average, best and time practised", async () => {
    const s = await entitledStudent()
    const empty = await rpc<{ tests: unknown[]; stats: { count: number; average_score: number | null } }>(
      s.client,
      "get_test_history",
    )
    expect(empty).toEqual({
      tests: [],
      stats: {
        count: 0,
        full_sats: 0,
        section_tests: 0,
        practice_sets: 0,
        first_attempts: 0,
        retakes: 0,
        average_score: null,
        highest_score: null,
        retake_average_score: null,
        retake_highest_score: null,
        sections: {},
        minutes_practised: 0,
      },
    })
    for (const answers of [["B", "C", "2/3"], ["B"]]) {
      const session = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: quiz.testId })
      for (const [i, a] of answers.entries())
        await rpc(s.client, "save_answer", {
          p_session_id: session.id,
          p_question_id: quiz.questionIds[i],
          p_answer: a,
          p_time_spent_seconds: 90,
        })
      await rpc(s.client, "submit_session", { p_session_id: session.id })
    }
    const history = await rpc<{
      tests: {
        total_score: number | null
        section_score: number
        score_low: number
        score_high: number
        kind: string
        section: string
        is_retake: boolean
      }[]
      stats: Record<string, unknown>
    }>(s.client, "get_test_history")
    // Section tests on their section's 200-800 scale with a band, never a total; the second run is a
    // retake: counted and timed, but kept out of best and average. Highest and average overall are
    // first attempts of full SATs only (none here).
    expect(history.tests.map((t) => [t.kind, t.section, t.total_score, t.is_retake])).toEqual([
      ["test", "math", null, true],
      ["test", "math", null, false],
    ])
    const [retake, first] = history.tests
    expect(first!.section_score).toBeGreaterThan(retake!.section_score)
    for (const t of history.tests) {
      expect(t.score_low).toBeLessThanOrEqual(t.section_score)
      expect(t.score_high).toBeGreaterThanOrEqual(t.section_score)
    }
    expect(history.stats).toEqual({
      count: 2,
      full_sats: 0,
      section_tests: 2,
      practice_sets: 0,
      first_attempts: 0,
      retakes: 0,
      average_score: null,
      highest_score: null,
      retake_average_score: null,
      retake_highest_score: null,
      sections: {
        math: {
          count: 2,
          first_attempts: 1,
          average_score: first!.section_score,
          highest_score: first!.section_score,
        },
      },
      minutes_practised: 6,
    })
  })
})

describe("practice sets from the student's own data", () => {
  it("builds a favourites set, newest first, and resumes it", async () => {
    const s = await entitledStudent()
    expect((await rpcError(s.client, "start_practice_set", { p_kind: "favorites" })).message).toBe(
      "You have no favourite questions yet: star questions while you review them.",
    )
    const [first, second] = bank
    await rpc(s.client, "toggle_favorite", { p_question_id: first })
    await rpc(s.client, "toggle_favorite", { p_question_id: second })
    const set = await rpc<{ id: string; question_count: number; time_remaining_seconds: number | null }>(
      s.client,
      "start_practice_set",
      { p_kind: "favorites" },
    )
    expect(set).toMatchObject({ question_count: 2, time_remaining_seconds: null })
    const rows = await rpc<{ question_id: string; is_favorite: boolean }[]>(s.client, "get_session_questions", {
      p_session_id: set.id,
    })
    expect(rows.map((r) => r.question_id)).toEqual([second, first])
    expect(rows.every((r) => r.is_favorite)).toBe(true)
    expect((await rpc<{ id: string }>(s.client, "start_practice_set", { p_kind: "favorites" })).id).toBe(set.id)
    const result = await rpc<{ total: number }>(s.client, "submit_session", { p_session_id: set.id })
    expect(result.total).toBe(2)
  })

  it("builds a weak-areas set from the topics the student misses, unmastered questions first", async () => {
    const tag = Date.now().toString(36)
    const weak = await fixtureReviewQuestions([
      { type: "math", key: "A", topic: `weak-${tag}` },
      { type: "math", key: "A", topic: `weak-${tag}` },
      { type: "math", key: "A", topic: `weak-${tag}` },
      { type: "math", key: "A", topic: `strong-${tag}` },
    ])
    const s = await entitledStudent()
    expect((await rpcError(s.client, "start_practice_set", { p_kind: "weak" })).message).toBe(
      "No weak areas found yet: answer some practice questions first.",
    )
    const [w1, w2, w3, strong] = weak
    // Weak topic: one right, one wrong; strong topic: right.
    await rpc(s.client, "check_review_answer", { p_question_id: w1, p_answer: "A" })
    await rpc(s.client, "check_review_answer", { p_question_id: w2, p_answer: "B" })
    await rpc(s.client, "check_review_answer", { p_question_id: strong, p_answer: "A" })
    const set = await rpc<{ id: string; question_count: number; time_remaining_seconds: number }>(
      s.client,
      "start_practice_set",
      { p_kind: "weak", p_count: 5, p_timed: true },
    )
    expect(set.time_remaining_seconds).toBe(35 * 60)
    const rows = await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: set.id })
    const ids = rows.map((r) => r.question_id)
    expect(ids).not.toContain(strong)
    expect(ids.slice(0, 2).sort()).toEqual([w2, w3].sort())
    expect(ids.at(-1)).toBe(w1)
  })

  it("keeps a weak-areas set to one topic: its reviewable questions only, unmastered first", async () => {
    const tag = Date.now().toString(36)
    const topic = `linear-${tag}`
    const [l1, l2, l3, l4] = await fixtureReviewQuestions([
      { type: "math", key: "A", topic, level: 6 },
      { type: "math", key: "A", topic, level: 2 },
      { type: "math", key: "A", topic, level: 4 },
      { type: "math", key: "A", topic, level: 1 },
    ])
    const [o1, o2] = await fixtureReviewQuestions([
      { type: "math", key: "A", topic: `other-${tag}` },
      { type: "reading", key: "A", topic: `other-${tag}` },
    ])
    // The same topic in the pool of a test the student never starts.
    const unstarted = await fixtureTest([{ type: "math", key: "A", topic }])
    const s = await entitledStudent()
    // Both topics missed; the other one worse (0 %), so a mixed set would lead with it.
    await rpc(s.client, "check_review_answer", { p_question_id: l1, p_answer: "A" })
    await rpc(s.client, "check_review_answer", { p_question_id: l2, p_answer: "B" })
    await rpc(s.client, "check_review_answer", { p_question_id: o1, p_answer: "B" })
    await rpc(s.client, "check_review_answer", { p_question_id: o2, p_answer: "B" })
    // l4 goes into an active favourites set: not reviewable while that runs.
    await rpc(s.client, "toggle_favorite", { p_question_id: l4 })
    await rpc(s.client, "start_practice_set", { p_kind: "favorites", p_count: 5 })
    const set = await rpc<{ id: string; question_count: number }>(s.client, "start_practice_set", {
      p_kind: "weak",
      p_count: 10,
      p_topic: `  ${topic} `,
    })
    const rows = await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: set.id })
    // Never answered right first (by difficulty), then l1; no other topic, no l4, no unstarted test's question.
    expect(rows.map((r) => r.question_id)).toEqual([l2, l3, l1])
    expect(set.question_count).toBe(3)
    expect(rows.map((r) => r.question_id)).not.toContain(unstarted.questionIds[0])
  })

  it("resumes the unfinished weak-areas set whatever topic is asked for", async () => {
    const tag = Date.now().toString(36)
    const [a, b] = await fixtureReviewQuestions([
      { type: "math", key: "A", topic: `resume-a-${tag}` },
      { type: "math", key: "A", topic: `resume-b-${tag}` },
    ])
    const s = await entitledStudent()
    await rpc(s.client, "check_review_answer", { p_question_id: a, p_answer: "B" })
    await rpc(s.client, "check_review_answer", { p_question_id: b, p_answer: "B" })
    const first = await rpc<{ id: string }>(s.client, "start_practice_set", {
      p_kind: "weak",
      p_topic: `resume-a-${tag}`,
    })
    const other = await rpc<{ id: string }>(s.client, "start_practice_set", {
      p_kind: "weak",
      p_topic: `resume-b-${tag}`,
    })
    expect(other.id).toBe(first.id)
    expect((await rpc<{ id: string }>(s.client, "start_practice_set", { p_kind: "weak" })).id).toBe(first.id)
  })

  it("refuses a bad topic with a 400, a topic with nothing to practise with a 404, and creates nothing", async () => {
    const tag = Date.now().toString(36)
    const [missed, right] = await fixtureReviewQuestions([
      { type: "math", key: "A", topic: `bad-${tag}` },
      { type: "math", key: "A", topic: `fine-${tag}` },
    ])
    const s = await entitledStudent()
    // The student has a weak area and a favourite: only the topic is at fault.
    await rpc(s.client, "check_review_answer", { p_question_id: missed, p_answer: "B" })
    await rpc(s.client, "check_review_answer", { p_question_id: right, p_answer: "A" })
    await rpc(s.client, "toggle_favorite", { p_question_id: missed })
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ p_kind: "favorites", p_topic: `bad-${tag}` }, 400, "22023", "Only a weak-areas set can keep to one topic."],
      [
        { p_kind: "weak", p_topic: "   " },
        400,
        "22023",
        "Choose a topic to practise, or leave it out for all your weak areas.",
      ],
      [{ p_kind: "weak", p_topic: "x".repeat(201) }, 400, "22023", "A topic name is too long: at most 200 characters."],
      [{ p_kind: "weak", p_topic: `nowhere-${tag}` }, 400, "22023", `Unknown topic: nowhere-${tag}`],
      // A topic answered right every time is not a weak area.
      [
        { p_kind: "weak", p_topic: `fine-${tag}` },
        404,
        "PT404",
        `Nothing to practise in fine-${tag} yet: you have not missed any of its questions.`,
      ],
    ]
    for (const [args, status, code, message] of refusals) {
      const res = await s.client.rpc("start_practice_set", args)
      expect([res.status, res.error?.code, res.error?.message]).toEqual([status, code, message])
    }
    const sessions = await withDb((db) =>
      db.query("select count(*)::int as n from public.user_sessions where user_id = $1", [s.user.id]),
    )
    expect(sessions.rows[0].n).toBe(0)
  })

  it("refuses bad requests with clear messages", async () => {
    const s = await entitledStudent()
    expect((await rpcError(s.client, "start_practice_set", { p_kind: "random" })).message).toBe(
      "A practice set is either weak or favorites.",
    )
    expect((await rpcError(s.client, "start_practice_set", { p_kind: "weak", p_count: 500 })).message).toBe(
      "A practice set has 5 to 50 questions.",
    )
    expect(
      (
        await rpcError(s.client, "start_test_session", {
          p_test_id: await testIdBySlug(s.client, "weak-areas-practice"),
        })
      ).message,
    ).toBe("This practice is built from your own questions: use start_practice_set.")
  })
})
