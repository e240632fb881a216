import { describe, expect, it } from "vitest"
import { countdownLevel, countdownSpoken, formatCountdown } from "./countdown"

describe("countdown", () => {
  it.each([
    [2100, "normal"],
    [600, "normal"],
    [599, "low"],
    [300, "low"],
    [299, "critical"],
    [0, "critical"],
  ] as const)("countdownLevel(%i) = %s", (s, level) => expect(countdownLevel(s)).toBe(level))

  it.each([
    [0, "0:00"],
    [-5, "0:00"],
    [5, "0:05"],
    [245, "4:05"],
    [2099, "34:59"],
    [3723, "1:02:03"],
    [59.9, "0:59"],
  ])("formatCountdown(%d) = %s", (s, text) => expect(formatCountdown(s)).toBe(text))

  it.each([
    [65, "1 minute 5 seconds remaining"],
    [3600, "1 hour 0 seconds remaining"],
    [7325, "2 hours 2 minutes 5 seconds remaining"],
  ])("countdownSpoken(%i)", (s, text) => expect(countdownSpoken(s)).toBe(text))
})
