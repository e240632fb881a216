import { describe, expect, it } from "vitest"
import { ageSession, entitledStudent, fixtureFullSat, fixtureTest, newClient, rpc, rpcError, withDb } from "./helpers"

// Save and Exit (issue 19, part 3): the clock stops at the server's figure,
// answers are refused while exited, resume restarts from the frozen seconds
// once. Attacked: resume twice, answers while exited, exit after the deadline,
// another student's session, pause/resume races. Time passes by ageing rows
// as the database owner, never by waiting.

type Clock = {
  id: string
  remaining_seconds: number | null
  deadline_at: string | null
  exited_at: string | null
  exit_remaining_seconds: number | null
  exit_count: number
  exited_seconds: number
  paused: boolean
  paused_seconds: number
}
type Pauses = { id: string; paused_seconds: number; exit_count: number; exited_seconds: number }

const LIMIT = 35 * 60
const EXITED = "You saved and exited this test: resume it to change your answers."

async function started(timed = true) {
  const quiz = await fixtureTest([
    { type: "math", key: "A" },
    { type: "math", key: "A" },
  ])
  const s = await entitledStudent("exit")
  const session = await rpc<Clock>(s.client, "start_test_session", { p_test_id: quiz.testId, p_timed: timed })
  return { quiz, s, session }
}

/** Moves an exit (and everything else on the clock) `seconds` into the past. */
async function ageExit(sessionId: string, seconds: number) {
  await ageSession(sessionId, seconds)
  await withDb((db) =>
    db.query(`update public.user_sessions set exited_at = exited_at - make_interval(secs => $2) where id = $1`, [
      sessionId,
      seconds,
    ]),
  )
}

const save = (s: Awaited<ReturnType<typeof entitledStudent>>, session: string, question: string, answer: string) =>
  s.client.rpc("save_answer", { p_session_id: session, p_question_id: question, p_answer: answer })

describe("save and exit", () => {
  it("freezes the server's remaining seconds, however long the student is away, and resume restarts from them", async () => {
    const { s, session } = await started()
    await ageSession(session.id, 600)
    const exited = await rpc<Clock>(s.client, "save_and_exit", { p_session_id: session.id })
    expect(exited.exited_at).not.toBeNull()
    // Rounded down: leaving never adds a fraction of a second.
    expect(exited.exit_remaining_seconds).toBeLessThanOrEqual(LIMIT - 600)
    expect(exited.exit_remaining_seconds).toBeGreaterThan(LIMIT - 620)
    expect(exited.remaining_seconds).toBe(exited.exit_remaining_seconds)
    expect(exited.exit_count).toBe(1)
    const frozen = exited.exit_remaining_seconds!

    // Three days away: the clock has not moved.
    await ageExit(session.id, 3 * 86400)
    const away = await rpc<Clock>(s.client, "get_session", { p_session_id: session.id })
    expect(away.remaining_seconds).toBe(frozen)

    const resumed = await rpc<Clock>(s.client, "resume_saved_session", { p_session_id: session.id })
    expect(resumed.exited_at).toBeNull()
    expect(resumed.remaining_seconds).toBe(frozen)
    // The new deadline is now + the frozen seconds (within the test's own latency).
    const deadline = Date.parse(resumed.deadline_at!)
    expect(deadline - Date.now()).toBeLessThanOrEqual(frozen * 1000 + 5000)
    expect(deadline - Date.now()).toBeGreaterThan((frozen - 30) * 1000)
    expect(resumed.exited_seconds).toBeGreaterThanOrEqual(3 * 86400)
  })

  it("resumes once: a second resume (or a racing one) gains no time", async () => {
    const { s, session } = await started()
    await rpc(s.client, "save_and_exit", { p_session_id: session.id })
    await ageExit(session.id, 3600)
    const both = await Promise.all([
      rpc<Clock>(s.client, "resume_saved_session", { p_session_id: session.id }),
      rpc<Clock>(s.client, "resume_saved_session", { p_session_id: session.id }),
    ])
    expect(both[0].deadline_at).toBe(both[1].deadline_at)
    // The clock runs again after the resume: ten minutes later, ten minutes are gone.
    await ageSession(session.id, 600)
    const again = await rpc<Clock>(s.client, "resume_saved_session", { p_session_id: session.id })
    expect(again.remaining_seconds).toBeLessThanOrEqual(both[0].remaining_seconds! - 600)
    const pauses = await rpc<Pauses[]>(s.client, "get_attempt_pauses", { p_ids: [session.id] })
    expect(pauses).toEqual([{ id: session.id, paused_seconds: 0, exit_count: 1, exited_seconds: expect.any(Number) }])
    expect(pauses[0]!.exited_seconds).toBeGreaterThanOrEqual(3600)
    expect(pauses[0]!.exited_seconds).toBeLessThan(3660)
  })

  it("is idempotent while exited: a second exit keeps the first figure", async () => {
    const { s, session } = await started()
    const first = await rpc<Clock>(s.client, "save_and_exit", { p_session_id: session.id })
    await ageExit(session.id, 300)
    const second = await rpc<Clock>(s.client, "save_and_exit", { p_session_id: session.id })
    expect(second.exit_remaining_seconds).toBe(first.exit_remaining_seconds)
    expect(second.exit_count).toBe(1)
  })

  it("refuses answers, flags and eliminations while exited, keeps the earlier answer, and takes them after resume", async () => {
    const { quiz, s, session } = await started()
    const [q1, q2] = quiz.questionIds as [string, string]
    expect((await save(s, session.id, q1, "B")).error).toBeNull()
    await rpc(s.client, "save_and_exit", { p_session_id: session.id })
    for (const res of [
      await save(s, session.id, q1, "A"),
      await save(s, session.id, q2, "A"),
      await s.client.rpc("save_answer", {
        p_session_id: session.id,
        p_question_id: q2,
        p_answer: "",
        p_flagged: true,
      }),
      await s.client.rpc("save_answer", {
        p_session_id: session.id,
        p_question_id: q1,
        p_answer: "B",
        p_eliminated: "C",
      }),
    ])
      expect([res.error?.code, res.error?.message]).toEqual(["P0001", EXITED])
    const questions = await rpc<{ question_id: string; user_answer: string | null; flagged: boolean }[]>(
      s.client,
      "get_session_questions",
      { p_session_id: session.id },
    )
    expect(questions.map((q) => [q.user_answer, q.flagged])).toEqual([
      ["B", false],
      [null, false],
    ])
    await rpc(s.client, "resume_saved_session", { p_session_id: session.id })
    expect((await save(s, session.id, q2, "A")).error).toBeNull()
  })

  it("refuses to exit after the deadline, an untimed test, a submitted test, and another student's session", async () => {
    const timedOut = await started()
    await ageSession(timedOut.session.id, LIMIT + 1)
    expect(await rpcError(timedOut.s.client, "save_and_exit", { p_session_id: timedOut.session.id })).toMatchObject({
      code: "P0001",
      message: "Time is up for this test: there is no time left to save.",
    })

    const untimed = await started(false)
    expect((await rpcError(untimed.s.client, "save_and_exit", { p_session_id: untimed.session.id })).code).toBe("22023")

    const done = await started()
    await rpc(done.s.client, "submit_session", { p_session_id: done.session.id })
    expect((await rpcError(done.s.client, "save_and_exit", { p_session_id: done.session.id })).message).toBe(
      "This test has already been submitted.",
    )

    // Another student: not found, and nothing changes on the owner's session.
    const victim = await started()
    const thief = await entitledStudent("thief")
    for (const fn of ["save_and_exit", "resume_saved_session"])
      expect((await rpcError(thief.client, fn, { p_session_id: victim.session.id })).message).toBe(
        "Test session not found.",
      )
    await rpc(victim.s.client, "save_and_exit", { p_session_id: victim.session.id })
    expect((await rpcError(thief.client, "resume_saved_session", { p_session_id: victim.session.id })).code).toBe(
      "PT404",
    )
    expect(await rpc(thief.client, "get_attempt_pauses", { p_ids: [victim.session.id] })).toEqual([])
    const still = await rpc<Clock>(victim.s.client, "get_session", { p_session_id: victim.session.id })
    expect(still.exited_at).not.toBeNull()
    // Anonymous callers reach none of it.
    const anon = newClient()
    expect((await anon.rpc("save_and_exit", { p_session_id: victim.session.id })).error).not.toBeNull()
  })

  it("gains nothing from a short pause before exiting, or pausing and resuming while exited", async () => {
    const { s, session } = await started()
    await rpc(s.client, "pause_session", { p_session_id: session.id })
    await ageSession(session.id, 120)
    const exited = await rpc<Clock>(s.client, "save_and_exit", { p_session_id: session.id })
    // The two paused minutes were counted in the frozen figure and used from the pause budget.
    expect(exited.paused).toBe(false)
    expect(exited.paused_seconds).toBeGreaterThanOrEqual(120)
    const frozen = exited.exit_remaining_seconds!
    expect(frozen).toBeGreaterThan(LIMIT - 10)
    // Pausing and resuming the short pause while exited moves nothing.
    await rpc(s.client, "pause_session", { p_session_id: session.id })
    await ageExit(session.id, 500)
    await rpc(s.client, "resume_session", { p_session_id: session.id })
    const back = await rpc<Clock>(s.client, "resume_saved_session", { p_session_id: session.id })
    expect(back.remaining_seconds).toBe(frozen)
    expect(back.paused).toBe(false)
    // Racing exits and resumes end in one consistent state, never above the frozen figure.
    const race = await Promise.allSettled([
      rpc<Clock>(s.client, "save_and_exit", { p_session_id: session.id }),
      rpc<Clock>(s.client, "resume_saved_session", { p_session_id: session.id }),
      rpc<Clock>(s.client, "save_and_exit", { p_session_id: session.id }),
      rpc<Clock>(s.client, "resume_saved_session", { p_session_id: session.id }),
    ])
    expect(race.every((r) => r.status === "fulfilled")).toBe(true)
    const final = await rpc<Clock>(s.client, "get_session", { p_session_id: session.id })
    expect(final.remaining_seconds).toBeLessThanOrEqual(frozen)
  })

  it("submitting while exited grades what was saved and records the time away", async () => {
    const { quiz, s, session } = await started()
    await save(s, session.id, quiz.questionIds[0]!, "A")
    await rpc(s.client, "save_and_exit", { p_session_id: session.id })
    await ageExit(session.id, 900)
    const result = await rpc<{ correct: number; unanswered: number }>(s.client, "submit_session", {
      p_session_id: session.id,
    })
    expect(result).toMatchObject({ correct: 1, unanswered: 1 })
    const [p] = await rpc<Pauses[]>(s.client, "get_attempt_pauses", { p_ids: [session.id] })
    expect(p!.exit_count).toBe(1)
    expect(p!.exited_seconds).toBeGreaterThanOrEqual(900)
  })

  it("stops a full-SAT module's clock, sums the attempt's exits, and closes the exit when a new attempt starts", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent("exit-sat")
    const { session: full } = await rpc<{ session: { id: string } }>(s.client, "start_full_sat", {
      p_test_id: sat.testId,
    })
    const m = await rpc<Clock>(s.client, "start_module", { p_full_sat_session_id: full.id, p_module_order: 1 })
    await ageSession(m.id, 60)
    const exited = await rpc<Clock>(s.client, "save_and_exit", { p_session_id: m.id })
    await ageExit(m.id, 7200)
    // Reopening the module (a reload) shows the frozen clock, and the state says so too.
    const reopened = await rpc<Clock>(s.client, "start_module", { p_full_sat_session_id: full.id, p_module_order: 1 })
    expect(reopened.exited_at).not.toBeNull()
    const state = await rpc<{ modules: { time_remaining_seconds: number | null }[] }>(s.client, "get_full_sat_state", {
      p_test_id: sat.testId,
    })
    expect(state.modules[0]!.time_remaining_seconds).toBe(exited.exit_remaining_seconds)
    const [p] = await rpc<Pauses[]>(s.client, "get_attempt_pauses", { p_ids: [full.id] })
    expect(p).toMatchObject({ id: full.id, exit_count: 1 })
    expect(p!.exited_seconds).toBeGreaterThanOrEqual(7200)
    // A new attempt cancels the exited module: its exit is closed, not left open.
    await rpc(s.client, "start_full_sat", { p_test_id: sat.testId })
    const cancelled = await withDb((db) =>
      db.query(`select session_status, exited_at, exited_seconds from public.user_sessions where id = $1`, [m.id]),
    )
    expect(cancelled.rows[0]).toMatchObject({ session_status: "cancelled", exited_at: null })
    expect(cancelled.rows[0].exited_seconds).toBeGreaterThanOrEqual(7200)
  })

  it("checks get_attempt_pauses' input", async () => {
    const s = await entitledStudent("exit-input")
    const many = Array.from({ length: 201 }, () => crypto.randomUUID())
    expect((await rpcError(s.client, "get_attempt_pauses", { p_ids: many })).code).toBe("22023")
    expect(await rpc(s.client, "get_attempt_pauses", { p_ids: [] })).toEqual([])
  })
})
