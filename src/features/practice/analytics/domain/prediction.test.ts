import { describe, expect, it } from "vitest"
import { predictionHidden as hidden, predictionShown as shown } from "../testing/fixtures"
import {
  narrowingHint,
  predictionBasis,
  predictionEmptyText,
  predictionHeadline,
  predictionNeeds,
  predictionRuleText,
} from "./prediction"

describe("the score predictor's words", () => {
  it("reads as a score with its band, and what it is based on", () => {
    expect(predictionHeadline(shown)).toBe("Predicted SAT score: 1280 (likely 1220–1340)")
    expect(predictionBasis(shown, "UTC")).toBe("Based on 142 questions from 3 tests since October 2.")
    expect(predictionBasis({ ...shown, questions: 1, tests: 1 }, "UTC")).toBe(
      "Based on 1 question from 1 test since October 2.",
    )
  })

  it("says a full SAT narrows it most until one is counted, then the less sure section", () => {
    expect(narrowingHint(shown)).toBe("A full SAT narrows this the most.")
    const withSat = { ...shown, full_sats: 1 }
    expect(narrowingHint(withSat)).toBe("Another full SAT narrows this the most.")
    const mathUnsure = { ...withSat, sections: { ...shown.sections, math: { ...shown.sections.math, se: 50 } } }
    expect(narrowingHint(mathUnsure)).toBe("A Math section test narrows this the most.")
  })

  it("stays hidden without enough evidence and says what is missing", () => {
    expect(predictionHeadline(hidden)).toBeNull()
    expect(predictionNeeds(hidden)).toEqual(["20 more Reading and Writing questions", "12 more Math questions"])
    expect(predictionEmptyText(hidden)).toBe(
      "Not enough test work yet: you need 20 more Reading and Writing questions and 12 more Math questions. One full SAT, or a section test in each, is enough.",
    )
    expect(predictionRuleText(hidden)).toMatch(/last 12 weeks, once each section has at least 20 questions/)
    expect(
      predictionNeeds({ ...hidden, sections: { ...hidden.sections, math: { questions: 19, tests: 1 } } }),
    ).toContain("1 more Math question")
  })
})
