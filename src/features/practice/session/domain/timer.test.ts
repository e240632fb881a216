import { describe, expect, it } from "vitest"
import { deadlineFrom, formatClock, formatMinutes, isLowTime, remaining, spokenClock, timeBadge } from "./timer"

describe("remaining", () => {
  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 9_999, 1],
    [10_000, 10_000, 0],
    [10_000, 50_000, 0],
    [2_100_000, 0, 2100],
  ])("deadline %i at %i -> %i s", (deadline, now, expected) => {
    expect(remaining(deadline, now)).toBe(expected)
  })
  it("round-trips with deadlineFrom", () => expect(remaining(deadlineFrom(2100, 5), 5)).toBe(2100))
})

describe("timeBadge and isLowTime", () => {
  it.each([
    [2100, null, false],
    [600, null, false],
    [599, "Low Time!", true],
    [300, "Low Time!", true],
    [299, "Critical Time!", true],
    [0, "Critical Time!", true],
  ])("%i s -> %s", (seconds, label, low) => {
    expect(timeBadge(seconds)?.label ?? null).toBe(label)
    expect(isLowTime(seconds)).toBe(low)
  })
})

describe("formatting", () => {
  it.each([
    [0, "0:00"],
    [59, "0:59"],
    [600, "10:00"],
    [2100, "35:00"],
    [3725, "1:02:05"],
  ])("formatClock(%i) = %s", (s, text) => expect(formatClock(s)).toBe(text))
  it.each([
    [0, "0 seconds left"],
    [1, "1 second left"],
    [60, "1 minute left"],
    [2045, "34 minutes 5 seconds left"],
  ])("spokenClock(%i) = %s", (s, text) => expect(spokenClock(s)).toBe(text))
  it.each([
    [35, "35 min"],
    [60, "1h"],
    [134, "2h 14m"],
  ])("formatMinutes(%i) = %s", (m, text) => expect(formatMinutes(m)).toBe(text))
})
