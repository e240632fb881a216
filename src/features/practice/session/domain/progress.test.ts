import { describe, expect, it } from "vitest"
import { emptyEntry } from "./answers"
import { answeredCount, cellLabel, cellState, percent, unansweredNumbers } from "./progress"

const answers = {
  a: { ...emptyEntry, answer: "A", seq: 1 },
  b: { ...emptyEntry, flagged: true, seq: 2 },
  c: { ...emptyEntry, answer: "3/4", flagged: true, seq: 3 },
}
const ids = ["a", "b", "c", "d"]

describe("progress", () => {
  it("counts answered questions only", () => expect(answeredCount(ids, answers)).toBe(2))
  it.each([
    [0, 20, 0],
    [1, 20, 5],
    [1, 3, 33],
    [2, 3, 67],
    [20, 20, 100],
    [3, 0, 0],
  ])("percent(%i, %i) = %i", (p, t, out) => expect(percent(p, t)).toBe(out))
  it("lists unanswered numbers from 1", () => expect(unansweredNumbers(ids, answers)).toEqual([2, 4]))
})

describe("navigator cells", () => {
  it.each([
    [0, 0, "a", "Question 1, answered, current"],
    [1, 0, "b", "Question 2, not answered, marked for review"],
    [2, 2, "c", "Question 3, answered, marked for review, current"],
    [3, 0, "d", "Question 4, not answered"],
  ])("cell %i (current %i) reads %s", (index, current, id, label) => {
    expect(cellLabel(index + 1, cellState(index, current, id, answers))).toBe(label)
  })
})
