import { describe, expect, it } from "vitest"
import { showsUpNext, upNextLine } from "./up-next"

describe("upNextLine", () => {
  it("names the module, its questions and minutes", () => {
    expect(
      upNextLine({ module_order: 2, section_type: "reading_writing", question_count: 27, time_limit_minutes: 32 }),
    ).toEqual({ title: "Section 1, Module 2: Reading and Writing", detail: "27 questions · 32 minutes" })
    expect(
      upNextLine({ module_order: 3, section_type: "math", question_count: 22, time_limit_minutes: 35 }).title,
    ).toBe("Section 2, Module 1: Math")
  })
  it("stands between modules only (not after the intro or the break)", () => {
    expect([1, 2, 3, 4].map(showsUpNext)).toEqual([false, true, false, true])
  })
})
