import { describe, expect, it } from "vitest"
import { keyText, missedBySkill, ordinal } from "./score-report"

const q = (over: Partial<Parameters<typeof missedBySkill>[0][number]>) => ({
  position: 1,
  module_order: 1,
  section: "reading_writing" as const,
  domain: "Craft and Structure",
  topic: "Words in Context",
  difficulty_level: 5,
  user_answer: "A",
  is_correct: true,
  correct_answer: "A",
  accepted_answers: null,
  ...over,
})

describe("the score report's missed questions", () => {
  it("groups wrong and blank answers by skill, Reading and Writing first, most missed first", () => {
    const groups = missedBySkill([
      q({ position: 3, user_answer: "B", is_correct: false }),
      q({ position: 1, user_answer: null, is_correct: false }),
      q({ position: 2 }),
      q({
        section: "math",
        domain: "Algebra",
        topic: "Linear equations",
        module_order: 3,
        user_answer: "C",
        is_correct: false,
      }),
      q({ topic: "Transitions", domain: "Expression of Ideas", module_order: 2, user_answer: "D", is_correct: false }),
      // A blank stored as correct never happens, but a blank is a miss all the same.
      q({ position: 9, user_answer: null, is_correct: true }),
    ])
    expect(groups.map((g) => [g.sectionName, g.skill, g.questions.length])).toEqual([
      ["Reading and Writing", "Words in Context", 3],
      ["Reading and Writing", "Transitions", 1],
      ["Math", "Linear equations", 1],
    ])
    expect(groups[0]!.questions.map((m) => [m.label, m.answer, m.key])).toEqual([
      ["Module 1, question 1", "No answer", "A"],
      ["Module 1, question 3", "B", "A"],
      ["Module 1, question 9", "No answer", "A"],
    ])
  })

  it("reads keys and percentiles as people do", () => {
    expect(keyText({ correct_answer: null, accepted_answers: ["3/4", ".75"] })).toBe("3/4 or .75")
    expect(keyText({ correct_answer: "B", accepted_answers: null })).toBe("B")
    expect([1, 2, 3, 4, 11, 12, 13, 21, 75, 99].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "75th",
      "99th",
    ])
  })
})
