import { describe, expect, it } from "vitest"
import { isNoQuestionsError, isSection, isTestKind, SECTIONS, testTitle, typeLabel } from "./sections"

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

  it.each([
    ["math", true, "Math Section"],
    ["writing", true, "Writing & Language Section"],
    ["weak", true, "Weak Areas Practice"],
    ["favorites", true, "Favorites Practice"],
    ["full-sat", false, null],
    ["Weak", false, null],
    [undefined, false, null],
  ] as const)("isTestKind(%s) = %s, titled %s", (kind, ok, title) => {
    expect(isTestKind(kind)).toBe(ok)
    if (isTestKind(kind)) expect(testTitle(kind)).toBe(title)
    // A practice set is never a section (the section-only screens stay closed to it).
    if (kind === "weak" || kind === "favorites") expect(isSection(kind)).toBe(false)
  })
})
