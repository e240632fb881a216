import { describe, expect, it } from "vitest"
import { canOpenModule, screenFor, type FlowState, type ModuleStatus } from "./module-flow"

const T = "2026-11-23T10:00:00Z"

function state(
  statuses: [ModuleStatus, ModuleStatus, ModuleStatus, ModuleStatus],
  session: Partial<NonNullable<FlowState["session"]>> = {},
): FlowState {
  return {
    session: {
      session_status: "active",
      current_module: Math.max(1, statuses.findIndex((s) => s !== "completed") + 1),
      module_2_completed_at: statuses[1] === "completed" ? T : null,
      break_started_at: statuses[1] === "completed" ? T : null,
      break_completed_at: null,
      ...session,
    },
    modules: statuses.map((status, i) => ({ module_order: i + 1, status })),
  }
}

describe("screenFor", () => {
  it.each<[string, FlowState, ReturnType<typeof screenFor>]>([
    ["no session", { session: null, modules: [] }, { kind: "intro" }],
    [
      "cancelled session",
      state(["available", "locked", "locked", "locked"], { session_status: "cancelled" }),
      { kind: "intro" },
    ],
    ["fresh start", state(["available", "locked", "locked", "locked"]), { kind: "module", order: 1, started: false }],
    [
      "module 1 running",
      state(["in_progress", "locked", "locked", "locked"]),
      { kind: "module", order: 1, started: true },
    ],
    [
      "module 2 next",
      state(["completed", "available", "locked", "locked"]),
      { kind: "module", order: 2, started: false },
    ],
    [
      "module 2 done, break pending",
      state(["completed", "completed", "locked", "locked"], { current_module: 3 }),
      { kind: "break" },
    ],
    [
      "module 3 available but break not finished",
      state(["completed", "completed", "available", "locked"], { current_module: 3 }),
      { kind: "break" },
    ],
    [
      "break finished",
      state(["completed", "completed", "available", "locked"], { break_completed_at: T }),
      { kind: "module", order: 3, started: false },
    ],
    [
      "module 4 running",
      state(["completed", "completed", "completed", "in_progress"], { break_completed_at: T }),
      { kind: "module", order: 4, started: true },
    ],
    [
      "all done",
      state(["completed", "completed", "completed", "completed"], {
        session_status: "completed",
        break_completed_at: T,
      }),
      { kind: "results" },
    ],
  ])("%s", (_name, input, expected) => {
    expect(screenFor(input)).toEqual(expected)
  })
})

describe("canOpenModule", () => {
  it.each<[string, FlowState, number, boolean]>([
    ["the available module", state(["available", "locked", "locked", "locked"]), 1, true],
    ["a module in progress (resume)", state(["in_progress", "locked", "locked", "locked"]), 1, true],
    ["a finished module", state(["completed", "available", "locked", "locked"]), 1, false],
    [
      "a finished module even when the session is on module 4",
      state(["completed", "completed", "completed", "in_progress"], { break_completed_at: T }),
      2,
      false,
    ],
    ["a locked module", state(["available", "locked", "locked", "locked"]), 2, false],
    ["module 3 before the break ends", state(["completed", "completed", "available", "locked"]), 3, false],
    [
      "module 3 after the break",
      state(["completed", "completed", "available", "locked"], { break_completed_at: T }),
      3,
      true,
    ],
    ["an unknown module", state(["available", "locked", "locked", "locked"]), 5, false],
    [
      "any module of a completed test",
      state(["completed", "completed", "completed", "completed"], { session_status: "completed" }),
      4,
      false,
    ],
  ])("%s", (_name, input, order, ok) => {
    const result = canOpenModule(input, order)
    expect(result.ok).toBe(ok)
    if (!result.ok) expect(result.reason.length).toBeGreaterThan(0)
  })

  it("says why a finished module cannot reopen", () => {
    expect(canOpenModule(state(["completed", "available", "locked", "locked"]), 1)).toEqual({
      ok: false,
      reason: "Module 1 is finished; you cannot return to it.",
    })
  })
})
