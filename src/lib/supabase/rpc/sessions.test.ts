import { beforeEach, describe, expect, it, vi } from "vitest"
import { ContractError } from "./contract"
import { getTestHistory } from "./history"
import { getAttemptPauses } from "./save-exit"
import { getSession, getSessionQuestions, saveAnswer } from "./sessions"
import { sessionQuestionJson, sessionRowJson } from "./testing/rows"

// The client is stubbed here; supabase/tests parses the real results with the same schemas.
const rpc = vi.hoisted(() => vi.fn())
vi.mock("../client", () => ({ supabase: { rpc } }))

const reply = (data: unknown) => ({ data, error: null, status: 200 })
beforeEach(() => rpc.mockReset())

describe("getSession", () => {
  it("keeps the row and the server clock, drops what the app does not read", async () => {
    rpc.mockResolvedValue(reply({ ...sessionRowJson(), remaining_seconds: 1800, grace_seconds: 30, paused: false }))
    const s = await getSession("s1")
    expect(s).toMatchObject({ id: "s1", remaining_seconds: 1800, paused: false, exit_count: 0 })
    expect(s).not.toHaveProperty("grace_seconds")
  })

  it.each<[string, Record<string, unknown>, string]>([
    ["an unknown status", { session_status: "paused" }, "session_status"],
    ["a missing column", { is_retake: undefined }, "is_retake"],
    ["a count as text", { question_count: "27" }, "question_count"],
  ])("refuses %s with a ContractError naming the field", async (_, over, field) => {
    rpc.mockResolvedValue(reply(sessionRowJson(over)))
    const e = await getSession("s1").catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ContractError)
    expect((e as Error).message).toBe(`The test session has an unexpected shape (at ${field}).`)
  })
})

describe("getSessionQuestions", () => {
  it("parses every question; a bigint client_seq may arrive as text", async () => {
    rpc.mockResolvedValue(reply([sessionQuestionJson(1), sessionQuestionJson(2, { client_seq: "1732600000123" })]))
    const qs = await getSessionQuestions("s1")
    expect(qs.map((q) => q.client_seq)).toEqual([0, 1732600000123])
    expect(qs[0]).not.toHaveProperty("is_favorite")
  })

  it("refuses a question the runner could not show (options without D, unknown format)", async () => {
    rpc.mockResolvedValue(reply([sessionQuestionJson(1, { options: { A: "1", B: "2", C: "3" } })]))
    await expect(getSessionQuestions("s1")).rejects.toThrow(
      "The list of test questions has an unexpected shape (at 0.options.D).",
    )
    rpc.mockResolvedValue(reply([sessionQuestionJson(1, { format: "multiple_choice" })]))
    await expect(getSessionQuestions("s1")).rejects.toBeInstanceOf(ContractError)
  })
})

describe("saveAnswer", () => {
  const input = {
    sessionId: "s1",
    questionId: "q1",
    answer: "A",
    timeSpentSeconds: 4,
    clientSeq: 2,
    flagged: null,
    eliminated: null,
  }

  it("passes the server's stored answer on when a newer change was already there (applied: false)", async () => {
    const stored = {
      question_id: "q1",
      user_answer: "C",
      flagged: true,
      eliminated: "B",
      time_spent_seconds: 9,
      client_seq: 5,
      answered_at: "2026-11-23T10:00:00+00:00",
      applied: false,
    }
    rpc.mockResolvedValue(reply(stored))
    await expect(saveAnswer(input)).resolves.toEqual({ ...stored, answered_at: undefined })
  })

  it("refuses a reply without its applied flag", async () => {
    rpc.mockResolvedValue(reply({ question_id: "q1", user_answer: "A", flagged: false, eliminated: "" }))
    await expect(saveAnswer(input)).rejects.toBeInstanceOf(ContractError)
  })
})

describe("getTestHistory", () => {
  it("turns numeric figures into numbers and keeps a section test's band", async () => {
    const test = {
      id: "s1",
      kind: "test",
      practice_test_id: "t1",
      title: "Math Test",
      test_type: "math",
      is_retake: false,
      is_first_attempt: true,
      total_score: null,
      reading_writing_score: null,
      math_score: null,
      section: "math",
      section_score: 610,
      score_low: 560,
      score_high: 660,
      correct: 20,
      total: 22,
      completed_at: "2026-11-23T10:00:00+00:00",
    }
    const stats = { count: 1, average_score: null, highest_score: null, minutes_practised: "35" }
    rpc.mockResolvedValue(reply({ tests: [test], stats }))
    const h = await getTestHistory()
    expect(h.tests[0]).toMatchObject({ section: "math", section_score: 610, score_low: 560 })
    expect(h.stats.minutes_practised).toBe(35)
  })

  it("refuses an entry of an unknown kind", async () => {
    rpc.mockResolvedValue(reply({ tests: [{ id: "x", kind: "quiz" }], stats: { count: 1 } }))
    await expect(getTestHistory()).rejects.toBeInstanceOf(ContractError)
  })
})

describe("getAttemptPauses", () => {
  it("parses the figures of each attempt", async () => {
    rpc.mockResolvedValue(reply([{ id: "s1", paused_seconds: 60, exit_count: 1, exited_seconds: 120 }]))
    await expect(getAttemptPauses(["s1"])).resolves.toEqual([
      { id: "s1", paused_seconds: 60, exit_count: 1, exited_seconds: 120 },
    ])
  })
})
