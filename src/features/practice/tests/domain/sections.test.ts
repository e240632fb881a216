import { describe, expect, it } from "vitest"
import { isNoQuestionsError, isSection, SECTIONS, typeLabel } from "./sections"

describe("sections", () => {
  it.each([
    ["math", true],
    ["reading", true],
    ["writing", true],
    ["Math", false],
    ["weak", false],
    [undefined, false],
  ])("isSection(%s) = %s", (v, out) => expect(isSection(v)).toBe(out))

  it("titles follow the spec", () => {
    expect(Object.values(SECTIONS).map((s) => s.title)).toEqual([
      "Math Section",
      "Reading Section",
      "Writing & Language Section",
    ])
  })

  it.each([
    ["No questions found for this test. Please contact your instructor.", true],
    ["Practice test not found.", false],
  ])("isNoQuestionsError(%s) = %s", (m, out) => expect(isNoQuestionsError(m)).toBe(out))

  it.each([
    ["full_sat", "Full SAT"],
    ["math", "Section test"],
    ["custom", "Practice set"],
  ])("typeLabel(%s) = %s", (t, out) => expect(typeLabel(t)).toBe(out))
})
