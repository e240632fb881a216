import { describe, expect, it } from "vitest"
import { scoreBand } from "./score-bands"

describe("scoreBand", () => {
  it.each([
    [1600, "green", "Excellent"],
    [1400, "green", "Excellent"],
    [1399, "blue", "Strong"],
    [1200, "blue", "Strong"],
    [1199, "yellow", "Developing"],
    [1000, "yellow", "Developing"],
    [999, "red", "Needs practice"],
    [0, "red", "Needs practice"],
  ])("%i -> %s (%s)", (total, tone, label) => expect(scoreBand(total)).toEqual({ tone, label }))
})
