import { describe, expect, it } from "vitest"
import { entitledStudent, fixtureFullSat, fixtureReviewQuestions, fixtureTest, rpc, rpcError, withDb } from "./helpers"

// Attacks on answer keys (issue 8, items 1-3): each performs the attack a
// student could make through the API and asserts that it no longer works.

type Student = Awaited<ReturnType<typeof entitledStudent>>
type Session = { id: string; is_retake: boolean }
type ReviewRow = {
  question_id: string
  is_correct: boolean
  correct_answer: string | null
  explanation: string | null
  key_released: boolean
  key_withheld_reason: string | null
  key_withheld_message: string | null
}
type Result = { is_retake: boolean; questions: ReviewRow[] }

const NOT_TAKEN =
  "This question belongs to a practice test you have not taken yet: its answer is released after you submit that test."
const IN_ACTIVE = "This question is in a test you have not submitted yet. Finish that test first."

/** Tries check_review_answer on every question; returns the errors' messages (or "released"). */
async function reviewEach(s: Student, ids: string[]) {
  const out: string[] = []
  for (const id of ids) {
    const { data, error } = await s.client.rpc("check_review_answer", { p_question_id: id, p_answer: "A" })
    out.push(error ? error.message : (data as { correct_answer: string }).correct_answer ? "released" : "?")
  }
  return out
}

const tenQuestions = () =>
  fixtureTest(Array.from({ length: 10 }, (_, i) => ({ type: "reading" as const, key: "ABCD"[i % 4]! })))

describe("review releases a test's keys only after the student submitted it", () => {
  it("refuses every question of a test never started, read from the questions table", async () => {
    const quiz = await tenQuestions()
    const s = await entitledStudent()
    // The ids come from the questions table where it is readable (GET
    // /rest/v1/questions?practice_test_id=eq.<test>); ids can leak in other ways, so assume they are known.
    const listed = await s.client.from("questions").select("id").eq("practice_test_id", quiz.testId)
    const ids = listed.data?.length ? listed.data.map((r) => r.id as string) : quiz.questionIds
    expect(ids).toHaveLength(10)
    expect(await reviewEach(s, ids)).toEqual(ids.map(() => NOT_TAKEN))
    const refused = await rpcError(s.client, "check_review_answer", { p_question_id: ids[0], p_answer: "A" })
    expect(refused.code).toBe("42501")
  })

  it("refuses module 2's pools while module 1 runs, and a module's questions until the whole SAT is done", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent()
    const { session } = await rpc<{ session: { id: string } }>(s.client, "start_full_sat", { p_test_id: sat.testId })
    const m1 = await rpc<Session>(s.client, "start_module", { p_full_sat_session_id: session.id, p_module_order: 1 })
    const harder = sat.tiers["reading_writing:harder"]!
    expect(await reviewEach(s, harder)).toEqual(harder.map(() => NOT_TAKEN))
    const m1Questions = sat.tiers["reading_writing:standard"]!
    expect(await reviewEach(s, m1Questions)).toEqual(m1Questions.map(() => IN_ACTIVE))
    await rpc(s.client, "complete_module", { p_session_id: m1.id })
    // Module 1 is submitted, but the full SAT is not: its keys stay hidden, in review and in results.
    expect(await reviewEach(s, m1Questions)).toEqual(m1Questions.map(() => NOT_TAKEN))
    const early = await rpcError(s.client, "get_session_result", { p_session_id: m1.id })
    expect(early.message).toBe("Module answers are released with the full SAT result, after all four modules.")
  })

  it("does not count a practice set as meeting a test question", async () => {
    const quiz = await fixtureTest([{ type: "math", key: "B" }])
    const s = await entitledStudent()
    // A submitted favourites set holding a pool question, as the database owner
    // (the API never builds one): it does not release the pool question's key.
    await withDb(async (db) => {
      const set = await db.query(
        `insert into public.user_sessions (user_id, practice_test_id, is_timed, question_count, session_status,
           completed_at, correct_count)
         select $1, id, false, 1, 'completed', now(), 0 from public.practice_tests where slug = 'favorites-practice'
         returning id`,
        [s.user.id],
      )
      await db.query(
        "insert into public.session_questions (session_id, question_id, user_id, position) values ($1, $2, $3, 1)",
        [set.rows[0].id, quiz.questionIds[0], s.user.id],
      )
    })
    expect(await reviewEach(s, quiz.questionIds)).toEqual([NOT_TAKEN])
  })
})

describe("practice sets never carry keys of a test still to submit", () => {
  it("refuses a favourites set made of an active test's questions", async () => {
    const quiz = await tenQuestions()
    const s = await entitledStudent()
    await rpc(s.client, "start_test_session", { p_test_id: quiz.testId })
    for (const id of quiz.questionIds) await rpc(s.client, "toggle_favorite", { p_question_id: id })
    const error = await rpcError(s.client, "start_practice_set", { p_kind: "favorites" })
    expect([error.code, error.message]).toEqual([
      "PT404",
      "Your favourite questions are all in tests you have not submitted yet: submit those tests first.",
    ])
  })

  it("leaves out of a weak-areas set the weak topic's questions of an unsubmitted test or an active session", async () => {
    const topic = `kp-weak-${Date.now().toString(36)}`
    const quiz = await fixtureTest(Array.from({ length: 3 }, () => ({ type: "math" as const, key: "A", topic })))
    const [b1, b2, b3] = await fixtureReviewQuestions(
      Array.from({ length: 3 }, () => ({ type: "math" as const, key: "A", topic })),
    )
    const s = await entitledStudent()
    // A wrong review check makes the topic weak: its six questions are the candidates.
    await rpc(s.client, "check_review_answer", { p_question_id: b1, p_answer: "B" })
    // b2 goes into an active favourites set; the test is never started.
    await rpc(s.client, "toggle_favorite", { p_question_id: b2 })
    const favorites = await rpc<Session>(s.client, "start_practice_set", { p_kind: "favorites", p_count: 5 })
    const questionsOf = async (id: string) =>
      (await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: id }))
        .map((r) => r.question_id)
        .sort()
    const weak = await rpc<Session>(s.client, "start_practice_set", { p_kind: "weak", p_count: 10 })
    expect(await questionsOf(weak.id)).toEqual([b1, b3].sort())
    // Once the favourites set and the test are submitted, all six are taken.
    await rpc(s.client, "submit_session", { p_session_id: weak.id })
    await rpc(s.client, "submit_session", { p_session_id: favorites.id })
    const test = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    await rpc(s.client, "submit_session", { p_session_id: test.id })
    const after = await rpc<Session>(s.client, "start_practice_set", { p_kind: "weak", p_count: 10 })
    expect(await questionsOf(after.id)).toEqual([b1!, b2!, b3!, ...quiz.questionIds].sort())
  })

  it("never builds a one-topic weak set from a test the student has not submitted", async () => {
    const topic = `kp-topic-${Date.now().toString(36)}`
    const five = () => Array.from({ length: 5 }, () => ({ type: "math" as const, key: "A", topic }))
    const taken = await fixtureTest(five())
    const unstarted = await fixtureTest(five())
    const [elsewhere] = await fixtureReviewQuestions([{ type: "math", key: "A", topic: `${topic}-other` }])
    const s = await entitledStudent()
    // A weak area of another topic: the student has something to practise, just not in this topic.
    await rpc(s.client, "check_review_answer", { p_question_id: elsewhere, p_answer: "B" })
    const sessionsOf = async () =>
      (
        await withDb((db) =>
          db.query("select count(*)::int as n from public.user_sessions where user_id = $1", [s.user.id]),
        )
      ).rows[0].n as number
    const refused = async (message: string) => {
      const before = await sessionsOf()
      const res = await s.client.rpc("start_practice_set", { p_kind: "weak", p_topic: topic })
      expect([res.status, res.error?.code, res.error?.message]).toEqual([404, "PT404", message])
      expect(await sessionsOf()).toBe(before)
    }
    // The topic lives only in test pools: nothing of it is the student's to practise.
    await refused(`Nothing to practise in ${topic} yet: you have not missed any of its questions.`)
    // Taken and missed, then retaken: the questions are in an active test again.
    const first = await rpc<Session>(s.client, "start_test_session", { p_test_id: taken.testId })
    for (const id of taken.questionIds)
      await rpc(s.client, "save_answer", { p_session_id: first.id, p_question_id: id, p_answer: "B" })
    await rpc(s.client, "submit_session", { p_session_id: first.id })
    const retake = await rpc<Session>(s.client, "start_test_session", { p_test_id: taken.testId })
    await refused(`Your ${topic} questions are all in tests you have not submitted yet: submit those tests first.`)
    // Submitted: the taken test's questions, never the unstarted test's.
    await rpc(s.client, "submit_session", { p_session_id: retake.id })
    const set = await rpc<Session>(s.client, "start_practice_set", { p_kind: "weak", p_count: 20, p_topic: topic })
    const ids = (await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: set.id })).map(
      (r) => r.question_id,
    )
    expect(ids.sort()).toEqual([...taken.questionIds].sort())
    expect(ids.filter((id) => unstarted.questionIds.includes(id))).toEqual([])
  })

  it("withholds at submission the keys of set questions that a test started since then holds", async () => {
    const tag = Date.now().toString(36)
    const quiz = await fixtureTest(Array.from({ length: 5 }, () => ({ type: "math" as const, key: "A", topic: tag })))
    const s = await entitledStudent()
    // Submitted with every answer wrong: the topic becomes a weak area, and its questions are met.
    const first = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    for (const id of quiz.questionIds)
      await rpc(s.client, "save_answer", { p_session_id: first.id, p_question_id: id, p_answer: "B" })
    await rpc(s.client, "submit_session", { p_session_id: first.id })
    const set = await rpc<Session>(s.client, "start_practice_set", { p_kind: "weak", p_count: 5 })
    // Then a retake of the test starts: the same five questions are now in an active test.
    const retake = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    const setResult = await rpc<Result>(s.client, "submit_session", { p_session_id: set.id })
    const shared = setResult.questions.filter((q) => quiz.questionIds.includes(q.question_id))
    expect(shared).toHaveLength(5)
    for (const q of shared) {
      expect(q).toMatchObject({
        is_correct: false,
        key_released: false,
        correct_answer: null,
        explanation: null,
        key_withheld_reason: "in_active_test",
        key_withheld_message: IN_ACTIVE,
      })
    }
    // Once the retake is submitted, the set's result releases them.
    await rpc(s.client, "submit_session", { p_session_id: retake.id })
    const later = await rpc<Result>(s.client, "get_session_result", { p_session_id: set.id })
    expect(later.questions.every((q) => q.key_released && q.correct_answer === "A")).toBe(true)
  })
})

describe("retakes", () => {
  it("marks a retake, shuffles the same questions, and hides the old result's keys while it runs", async () => {
    const quiz = await tenQuestions()
    const s = await entitledStudent()
    const first = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    expect(first.is_retake).toBe(false)
    const blank = await rpc<Result>(s.client, "submit_session", { p_session_id: first.id })
    expect(blank.is_retake).toBe(false)
    expect(blank.questions.every((q) => q.key_released)).toBe(true)

    const again = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId })
    expect(again.is_retake).toBe(true)
    const order = (
      await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: again.id })
    ).map((r) => r.question_id)
    expect([...order].sort()).toEqual([...quiz.questionIds].sort())
    // 10 questions: the chance that a shuffle keeps the original order is 1 in 3.6 million.
    expect(order).not.toEqual(quiz.questionIds)
    const old = await rpc<Result>(s.client, "get_session_result", { p_session_id: first.id })
    expect(old.questions.every((q) => !q.key_released && q.correct_answer === null)).toBe(true)

    for (const [i, id] of order.entries())
      await rpc(s.client, "save_answer", { p_session_id: again.id, p_question_id: id, p_answer: "ABCD"[i % 4] })
    const retakeResult = await rpc<Result & { total_score: number }>(s.client, "submit_session", {
      p_session_id: again.id,
    })
    expect(retakeResult.is_retake).toBe(true)
    const history = await rpc<{ tests: { is_retake: boolean }[]; stats: Record<string, number | null> }>(
      s.client,
      "get_test_history",
    )
    expect(history.tests.map((t) => t.is_retake)).toEqual([true, false])
    // Section tests have their own figures per section; highest and average are full SATs' (issue 17).
    expect(history.stats).toMatchObject({ section_tests: 2, first_attempts: 0, highest_score: null })
    expect(retakeResult.total_score).toBeNull()
    expect(
      (history.stats as unknown as { sections: Record<string, { count: number; first_attempts: number }> }).sections
        .math,
    ).toMatchObject({ count: 2, first_attempts: 1 })
  })

  it("marks a full SAT retake", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent()
    const run = async () => {
      const { session } = await rpc<{ session: { id: string; is_retake: boolean } }>(s.client, "start_full_sat", {
        p_test_id: sat.testId,
      })
      for (const order of [1, 2, 3, 4]) {
        if (order === 3) await rpc(s.client, "end_break", { p_full_sat_session_id: session.id })
        const m = await rpc<Session>(s.client, "start_module", {
          p_full_sat_session_id: session.id,
          p_module_order: order,
        })
        expect(m.is_retake).toBe(session.is_retake)
        await rpc(s.client, "complete_module", { p_session_id: m.id })
      }
      return rpc<{ is_retake: boolean; questions: ReviewRow[] }>(s.client, "get_full_sat_result", {
        p_full_sat_session_id: session.id,
      })
    }
    const first = await run()
    expect(first.is_retake).toBe(false)
    expect(first.questions.every((q) => q.key_released && q.correct_answer === "A")).toBe(true)
    expect((await run()).is_retake).toBe(true)
  })
})
