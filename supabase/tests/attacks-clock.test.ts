import { describe, expect, it } from "vitest"
import { ageSession, entitledStudent, fixtureFullSat, fixtureTest, rpc, rpcError, withDb } from "./helpers"

// Attacks on the clock (issue 8, item 4): the server deadline, its grace,
// time spent, remaining time and pause. Sessions are aged as the database
// owner instead of waiting.

type Student = Awaited<ReturnType<typeof entitledStudent>>
type Session = { id: string; time_remaining_seconds: number | null; deadline_at: string | null }
type Clock = {
  remaining_seconds: number | null
  time_remaining_seconds: number | null
  paused: boolean
  paused_seconds: number
  pause_seconds_left: number | null
  grace_seconds: number
  answers_close_at: string | null
}

const TIME_UP = "Time is up for this test: answers after the deadline can't be saved."
const LIMIT = 35 * 60
const GRACE = 15 * 60

const save = (s: Student, session: string, question: string, answer: string, time = 0) =>
  s.client.rpc("save_answer", {
    p_session_id: session,
    p_question_id: question,
    p_answer: answer,
    p_time_spent_seconds: time,
  })

async function started(questions = 2, timed = true) {
  const quiz = await fixtureTest(Array.from({ length: questions }, () => ({ type: "math" as const, key: "A" })))
  const s = await entitledStudent()
  const session = await rpc<Session>(s.client, "start_test_session", { p_test_id: quiz.testId, p_timed: timed })
  return { quiz, s, session }
}

describe("the server deadline", () => {
  it("refuses answers after deadline + grace, even after the client claimed time was left; submit still grades", async () => {
    const { quiz, s, session } = await started()
    expect(Date.parse(session.deadline_at!) - Date.now()).toBeGreaterThan((LIMIT - 60) * 1000)
    await rpc(s.client, "save_answer", { p_session_id: session.id, p_question_id: quiz.questionIds[0], p_answer: "A" })
    await rpc(s.client, "save_progress", {
      p_session_id: session.id,
      p_current_question: 1,
      p_time_remaining_seconds: 0,
    })
    // Inside the grace period (an offline client reconnecting): still saved.
    await ageSession(session.id, LIMIT + GRACE - 60)
    expect((await save(s, session.id, quiz.questionIds[0]!, "B")).error).toBeNull()
    await ageSession(session.id, 120)
    const late = await save(s, session.id, quiz.questionIds[1]!, "A")
    expect([late.error?.code, late.error?.message]).toEqual(["P0001", TIME_UP])
    const result = await rpc<{ correct: number; unanswered: number }>(s.client, "submit_session", {
      p_session_id: session.id,
    })
    expect(result).toMatchObject({ correct: 0, unanswered: 1 })
  })

  it("gives module sessions a deadline too", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent()
    const { session } = await rpc<{ session: { id: string } }>(s.client, "start_full_sat", { p_test_id: sat.testId })
    const m = await rpc<Session>(s.client, "start_module", { p_full_sat_session_id: session.id, p_module_order: 1 })
    const q = (await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: m.id }))[0]!
    await ageSession(m.id, 32 * 60 + GRACE + 1)
    expect((await save(s, m.id, q.question_id, "A")).error?.message).toBe(TIME_UP)
    expect(await rpc(s.client, "complete_module", { p_session_id: m.id })).toBeTruthy()
  })

  it("has no deadline for untimed sessions", async () => {
    const { quiz, s, session } = await started(2, false)
    expect(session.deadline_at).toBeNull()
    await ageSession(session.id, 86400)
    expect((await save(s, session.id, quiz.questionIds[0]!, "A")).error).toBeNull()
    const clock = await rpc<Clock>(s.client, "get_session", { p_session_id: session.id })
    expect(clock.remaining_seconds).toBeNull()
  })

  it("caps time spent per answer at the limit, and history's minutes at the session's", async () => {
    const { quiz, s, session } = await started()
    for (const id of quiz.questionIds) {
      const saved = await rpc<{ time_spent_seconds: number }>(s.client, "save_answer", {
        p_session_id: session.id,
        p_question_id: id,
        p_answer: "A",
        p_time_spent_seconds: 86400,
      })
      expect(saved.time_spent_seconds).toBe(LIMIT)
    }
    await rpc(s.client, "submit_session", { p_session_id: session.id })
    const history = await rpc<{ stats: { minutes_practised: number } }>(s.client, "get_test_history")
    expect(history.stats.minutes_practised).toBe(35)
  })

  it("takes remaining time from the server: the client may report less, never more", async () => {
    const { s, session } = await started()
    await ageSession(session.id, 600)
    const resumed = await rpc<Session>(s.client, "start_test_session", { p_test_id: await testOf(session.id) })
    expect(resumed.id).toBe(session.id)
    expect(resumed.time_remaining_seconds).toBeLessThanOrEqual(LIMIT - 600)
    expect(resumed.time_remaining_seconds).toBeGreaterThan(LIMIT - 620)
    const more = await rpc<Session>(s.client, "save_progress", {
      p_session_id: session.id,
      p_current_question: 1,
      p_time_remaining_seconds: LIMIT,
    })
    expect(more.time_remaining_seconds).toBeLessThanOrEqual(LIMIT - 600)
    const less = await rpc<Session>(s.client, "save_progress", {
      p_session_id: session.id,
      p_current_question: 1,
      p_time_remaining_seconds: 100,
    })
    expect(less.time_remaining_seconds).toBe(100)
    const clock = await rpc<Clock>(s.client, "get_session", { p_session_id: session.id })
    expect(clock.remaining_seconds).toBeGreaterThan(LIMIT - 620)
    expect(clock.grace_seconds).toBe(GRACE)
  })
})

describe("pause", () => {
  it("freezes the countdown, moves the deadline by the paused span, and caps pausing at 10 minutes", async () => {
    const { quiz, s, session } = await started()
    const paused = await rpc<Clock>(s.client, "pause_session", { p_session_id: session.id })
    expect(paused.paused).toBe(true)
    // Five minutes pass while paused: the countdown stands still, and answers are still taken.
    await ageSession(session.id, 300)
    const frozen = await rpc<Clock>(s.client, "get_session", { p_session_id: session.id })
    expect(frozen.remaining_seconds).toBeGreaterThan(LIMIT - 10)
    expect((await save(s, session.id, quiz.questionIds[0]!, "A")).error).toBeNull()
    const resumed = await rpc<Clock>(s.client, "resume_session", { p_session_id: session.id })
    expect(resumed.paused).toBe(false)
    expect(resumed.paused_seconds).toBeGreaterThanOrEqual(300)
    expect(resumed.remaining_seconds).toBeGreaterThan(LIMIT - 10)

    // A second pause of 15 minutes only buys the 5 minutes of pause left: the other 10 count down.
    await rpc(s.client, "pause_session", { p_session_id: session.id })
    await ageSession(session.id, 900)
    const capped = await rpc<Clock>(s.client, "resume_session", { p_session_id: session.id })
    expect(capped.paused_seconds).toBe(600)
    expect(capped.remaining_seconds).toBeLessThanOrEqual(LIMIT - 600 + 5)
    expect(capped.remaining_seconds).toBeGreaterThan(LIMIT - 600 - 15)
    const none = await rpcError(s.client, "pause_session", { p_session_id: session.id })
    expect(none.message).toBe("You have used the 10 minutes of pause this test allows.")
  })

  it("refuses to pause once time is up (pausing must not reopen the answers)", async () => {
    const { s, session } = await started(1)
    await ageSession(session.id, LIMIT + 1)
    expect((await rpcError(s.client, "pause_session", { p_session_id: session.id })).message).toBe(
      "Time is up for this test: there is no countdown left to pause.",
    )
  })

  it("refuses to pause an untimed or submitted session", async () => {
    const untimed = await started(1, false)
    expect((await rpcError(untimed.s.client, "pause_session", { p_session_id: untimed.session.id })).message).toBe(
      "An untimed test has no countdown to pause.",
    )
    const timed = await started(1)
    await rpc(timed.s.client, "submit_session", { p_session_id: timed.session.id })
    expect((await rpcError(timed.s.client, "pause_session", { p_session_id: timed.session.id })).message).toBe(
      "This test has already been submitted.",
    )
  })
})

const testOf = (sessionId: string) =>
  withDb(
    async (db) =>
      (await db.query("select practice_test_id from public.user_sessions where id = $1", [sessionId])).rows[0]
        .practice_test_id as string,
  )
