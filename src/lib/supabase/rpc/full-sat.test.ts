import { beforeEach, describe, expect, it, vi } from "vitest"
import { DataError } from "./errors"
import { completeModule, endBreak, getFullSatState, parseFullSatState, startModule } from "./full-sat"
import { fullSatSessionJson, sessionRowJson } from "./testing/rows"

// The client is stubbed here; supabase/tests covers the real functions end to end.
const rpc = vi.hoisted(() => vi.fn())
vi.mock("../client", () => ({ supabase: { rpc } }))

const reply = (data: unknown, error: unknown = null, status = error ? 400 : 200) => ({ data, error, status })

beforeEach(() => rpc.mockReset())

const module = (order: number, status: string) => ({
  id: `m${order}`,
  module_order: order,
  module_name: `Module ${order}`,
  section_type: order <= 2 ? "reading_writing" : "math",
  time_limit_minutes: 32,
  question_count: 27,
  is_adaptive: order % 2 === 0,
  tier: "standard",
  session_id: status === "locked" || status === "available" ? null : `s${order}`,
  status,
  score_percent: null,
  time_remaining_seconds: null,
  deadline_at: null,
  paused: false,
})
/** An attempt at its `current` module (earlier ones completed). */
function fullSatState(current: number | null) {
  if (current === null) return { session: null, on_break: false, break_seconds_remaining: null, modules: [] }
  return {
    session: fullSatSessionJson({ current_module: current }),
    on_break: false,
    break_seconds_remaining: null,
    modules: [1, 2, 3, 4].map((o) => module(o, o < current ? "completed" : o === current ? "in_progress" : "locked")),
  }
}

describe("parseFullSatState", () => {
  const good = fullSatState(2)
  it.each<[string, unknown]>([
    ["not an object", "nope"],
    ["no modules", { ...good, modules: undefined }],
    ["a module without its order", { ...good, modules: [{ ...good.modules[0], module_order: "1" }] }],
    ["a session without an id", { ...good, session: { ...good.session, id: 7 } }],
    ["a session missing a column", { ...good, session: { ...good.session, is_retake: undefined } }],
    ["a module with an unknown status", { ...good, modules: [{ ...good.modules[0], status: "paused" }] }],
  ])("refuses %s", (_name, data) => {
    expect(() => parseFullSatState(data)).toThrow("The full SAT has an unexpected shape")
  })

  it("accepts no active attempt, and fills what an older server leaves out", () => {
    expect(parseFullSatState({ session: null, modules: [] })).toEqual({
      session: null,
      on_break: false,
      break_seconds_remaining: null,
      modules: [],
    })
    const bare: Record<string, unknown> = { ...good.modules[2] }
    delete bare.session_id
    delete bare.paused
    expect(parseFullSatState({ ...good, modules: [bare] }).modules[0]).toMatchObject({
      session_id: null,
      paused: false,
    })
  })
})

describe("callers", () => {
  it("reads the state of a test", async () => {
    const state = fullSatState(null)
    rpc.mockResolvedValue(reply(state))
    await expect(getFullSatState("t1")).resolves.toEqual(state)
    expect(rpc).toHaveBeenCalledWith("get_full_sat_state", { p_test_id: "t1" })
  })

  it("opens a module and checks the session it returns", async () => {
    rpc.mockResolvedValue(reply(sessionRowJson({ full_sat_session_id: "f1", test_module_id: "m3" })))
    await expect(startModule("f1", 3)).resolves.toMatchObject({ id: "s1", full_sat_session_id: "f1" })
    expect(rpc).toHaveBeenCalledWith("start_module", { p_full_sat_session_id: "f1", p_module_order: 3 })
    rpc.mockResolvedValue(reply({ nope: true }))
    await expect(startModule("f1", 3)).rejects.toThrow("The module session has an unexpected shape")
  })

  it("passes on the server's refusal to reopen a finished module", async () => {
    rpc.mockResolvedValue(reply(null, { code: "P0001", message: "Module 1 is finished; you cannot return to it." }))
    const e = await startModule("f1", 1).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(DataError)
    expect((e as DataError).message).toBe("Module 1 is finished; you cannot return to it.")
  })

  it("completes a module: its grade and the next state", async () => {
    const state = fullSatState(2)
    rpc.mockResolvedValue(reply({ module: { module_order: 1, correct: 2, total: 27, score_percent: 7 }, state }))
    await expect(completeModule("s1")).resolves.toEqual({
      module: { module_order: 1, correct: 2, total: 27, score_percent: 7 },
      state,
    })
    rpc.mockResolvedValue(reply({ state }))
    await expect(completeModule("s1")).rejects.toThrow("The module result has an unexpected shape (at module)")
  })

  it("ends the break", async () => {
    rpc.mockResolvedValue(reply(fullSatState(3)))
    await expect(endBreak("f1")).resolves.toMatchObject({ session: { id: "f1" } })
    expect(rpc).toHaveBeenCalledWith("end_break", { p_full_sat_session_id: "f1" })
  })
})
