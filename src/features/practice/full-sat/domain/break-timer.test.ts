import { describe, expect, it } from "vitest"
import { breakClock, formatClock } from "./break-timer"

const start = Date.parse("2026-11-23T10:00:00Z")

describe("breakClock", () => {
  it.each([
    ["at the start", 0, 600, false],
    ["after 0.9 s (whole seconds only)", 900, 600, false],
    ["after 1 s", 1000, 599, false],
    ["after 9 min 55 s", 595_000, 5, false],
    ["exactly at 600 s", 600_000, 0, true],
    ["long after", 3_600_000, 0, true],
    ["client clock behind the server", -30_000, 600, false],
  ])("%s", (_name, offset, remaining, over) => {
    expect(breakClock(new Date(start).toISOString(), start + offset)).toEqual({ remainingSeconds: remaining, over })
  })

  it("accepts a custom limit", () => {
    expect(breakClock(start, start + 10_000, 60)).toEqual({ remainingSeconds: 50, over: false })
  })

  it("treats an unreadable start as a full break", () => {
    expect(breakClock("not a date", start)).toEqual({ remainingSeconds: 600, over: false })
  })
})

describe("formatClock", () => {
  it.each([
    [600, "10:00"],
    [545, "9:05"],
    [59, "0:59"],
    [0, "0:00"],
    [-3, "0:00"],
  ])("%d s reads %s", (s, text) => expect(formatClock(s)).toBe(text))
})
