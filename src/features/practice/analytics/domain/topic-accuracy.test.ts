import { describe, expect, it } from "vitest"
import { isSection, overallAccuracy, topicAccuracy } from "./topic-accuracy"

const a = (topic: string, isCorrect: boolean) => ({ topic, isCorrect })

describe("topicAccuracy", () => {
  it("groups by topic, weakest first, ties by attempts then name", () => {
    const rows = topicAccuracy([
      a("Linear equations", true),
      a("Linear equations", false),
      a("Circles", false),
      a("Ratios", true),
      a("Percentages", false),
      a("Percentages", false),
      a("Percentages", true),
      a("Percentages", true),
    ])
    expect(rows).toEqual([
      { topic: "Circles", attempts: 1, correct: 0, accuracy: 0 },
      { topic: "Percentages", attempts: 4, correct: 2, accuracy: 50 },
      { topic: "Linear equations", attempts: 2, correct: 1, accuracy: 50 },
      { topic: "Ratios", attempts: 1, correct: 1, accuracy: 100 },
    ])
  })

  it("is empty without answers", () => expect(topicAccuracy([])).toEqual([]))
})

describe("overallAccuracy", () => {
  it.each([
    [[], null],
    [[true], 100],
    [[true, false, false], 33],
    [[true, true, false], 67],
  ])("%j -> %j", (marks, expected) => expect(overallAccuracy(marks.map((isCorrect) => ({ isCorrect })))).toBe(expected))
})

describe("isSection", () => {
  it.each([
    ["math", true],
    ["reading", true],
    ["writing", true],
    ["Math", false],
    ["science", false],
    [undefined, false],
  ])("%j -> %j", (v, expected) => expect(isSection(v)).toBe(expected))
})
