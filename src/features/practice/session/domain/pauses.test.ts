import { describe, expect, it } from "vitest"
import { formatSpan, pauseSummary } from "./pauses"

describe("formatSpan", () => {
  it.each([
    [0, "0 s"],
    [59, "59 s"],
    [60, "1 min"],
    [3599, "59 min"],
    [3600, "1 h"],
    [3900, "1 h 5 min"],
    [86400, "1 d"],
    [2 * 86400 + 3 * 3600 + 60, "2 d 3 h"],
  ])("%i s reads %s", (s, text) => expect(formatSpan(s)).toBe(text))
})

describe("pauseSummary", () => {
  it("says nothing for an attempt that never stopped", () => {
    expect(pauseSummary({ paused_seconds: 0, exit_count: 0, exited_seconds: 0 })).toBeNull()
    expect(pauseSummary(null)).toBeNull()
  })
  it("names exits and pauses with their lengths", () => {
    expect(pauseSummary({ paused_seconds: 0, exit_count: 1, exited_seconds: 3900 })).toBe(
      "The clock was stopped: saved and exited once (away 1 h 5 min).",
    )
    expect(pauseSummary({ paused_seconds: 180, exit_count: 3, exited_seconds: 90000 })).toBe(
      "The clock was stopped: saved and exited 3 times (away 1 d 1 h); paused 3 min.",
    )
    expect(pauseSummary({ paused_seconds: 45, exit_count: 0, exited_seconds: 0 })).toBe(
      "The clock was stopped: paused 45 s.",
    )
  })
})
