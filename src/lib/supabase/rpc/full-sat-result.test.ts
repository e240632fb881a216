import { beforeEach, describe, expect, it, vi } from "vitest"
import { DataError } from "./errors"
import { ContractError } from "./contract"
import { getFullSatResult } from "./full-sat-result"
import { fullSatSessionJson, sessionQuestionJson } from "./testing/rows"

// The client is stubbed here; supabase/tests/full-sat.test.ts and the e2e journey meet the real function.
const rpc = vi.hoisted(() => vi.fn())
vi.mock("../client", () => ({ supabase: { rpc } }))

const reply = (data: unknown, error: unknown = null, status = error ? 400 : 200) => ({ data, error, status })

const valid = () => ({
  session: fullSatSessionJson({ session_status: "completed", total_score: 1200 }),
  title: "Full SAT Practice Test 1",
  is_retake: false,
  score_label: "estimated",
  modules: [
    {
      module_order: 1,
      module_name: "Reading and Writing: Module 1",
      section_type: "reading_writing",
      tier: "standard",
      correct: 20,
      total: 27,
      score_percent: 74,
      session_id: "s1",
    },
  ],
  by_type: [
    { question_type: "math", correct: 1, total: 2, accuracy_percentage: "50.00", average_time_seconds: "41.50" },
  ],
  questions: [
    {
      ...sessionQuestionJson(1, { topic: "Linear functions" }),
      is_correct: true,
      correct_answer: "B",
      accepted_answers: null,
      explanation: "Because.",
      key_released: true,
      module_order: 1,
    },
  ],
})

describe("the full SAT result's schema", () => {
  beforeEach(() => rpc.mockReset())
  const parses = async (value: unknown) => {
    rpc.mockResolvedValue(reply(value))
    const r = await getFullSatResult("f1").catch((e: unknown) => e)
    if (r instanceof ContractError) return false
    if (r instanceof Error) throw r
    return true
  }
  it.each([
    ["the server's shape", valid(), true],
    ["nothing", null, false],
    ["no session", { ...valid(), session: null }, false],
    ["a session without its test", { ...valid(), session: { id: "f1" } }, false],
    ["no title", { ...valid(), title: undefined }, false],
    ["a module without its right answers", { ...valid(), modules: [{ module_order: 1 }] }, false],
    ["a question without its domain (the old function)", { ...valid(), questions: [{ module_order: 1 }] }, false],
    ["a question without its module", { ...valid(), questions: [{ domain: "Algebra" }] }, false],
    [
      "a question with its key withheld",
      { ...valid(), questions: [{ ...valid().questions[0], correct_answer: null }] },
      true,
    ],
  ])("%s", async (_, value, ok) => {
    expect(await parses(value)).toBe(ok)
  })
})

describe("getFullSatResult", () => {
  beforeEach(() => rpc.mockReset())

  it("asks for one attempt and turns numeric strings into numbers", async () => {
    rpc.mockResolvedValue(reply(valid()))
    const r = await getFullSatResult("f1")
    expect(rpc).toHaveBeenCalledWith("get_full_sat_result", { p_full_sat_session_id: "f1" })
    expect(r.by_type[0]).toMatchObject({ accuracy_percentage: 50, average_time_seconds: 41.5 })
  })

  it("passes the server's refusal on as a DataError", async () => {
    rpc.mockResolvedValue(reply(null, { code: "P0001", message: "Finish all four modules to see your results." }))
    const e = await getFullSatResult("f1").catch((x: unknown) => x)
    expect(e).toBeInstanceOf(DataError)
    expect((e as DataError).message).toBe("Finish all four modules to see your results.")
  })

  it("refuses an unexpected shape", async () => {
    rpc.mockResolvedValue(reply({ session: {} }))
    await expect(getFullSatResult("f1")).rejects.toThrow("The full SAT result has an unexpected shape (at session")
  })
})
