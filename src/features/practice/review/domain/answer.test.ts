import { describe, expect, it } from "vitest"
import { keyText, optionMarks, type CheckedAnswer } from "./answer"

const checked = (over: Partial<CheckedAnswer>): CheckedAnswer => ({
  user_answer: "A",
  is_correct: true,
  correct_answer: "A",
  accepted_answers: null,
  explanation: null,
  ...over,
})

describe("optionMarks", () => {
  it.each([
    [null, {}],
    [checked({}), { A: "correct" }],
    [checked({ user_answer: "B", is_correct: false, correct_answer: "D" }), { D: "correct", B: "incorrect" }],
    [checked({ user_answer: "3.5", is_correct: false, correct_answer: "7/2" }), {}],
  ])("%j", (c, want) => expect(optionMarks(c)).toEqual(want))
})

describe("keyText", () => {
  it.each([
    [{ correct_answer: "C", accepted_answers: null }, "C"],
    [{ correct_answer: "7/2", accepted_answers: ["3.5", "7/2"] }, "7/2 or 3.5"],
    [{ correct_answer: null, accepted_answers: [] }, "—"],
  ])("%j → %s", (c, want) => expect(keyText(c)).toBe(want))
})
