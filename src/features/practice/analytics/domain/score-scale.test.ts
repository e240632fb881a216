import { describe, expect, it } from "vitest"
import { asTotal, bandText, scaleText, scoreWithBand, sectionLabel } from "./score-scale"

describe("score scale", () => {
  it("reads a score with its band", () => {
    expect(scoreWithBand({ score: 1240, low: 1180, high: 1300 })).toBe("1240 (likely 1180–1300)")
    expect(bandText({ score: 560, low: null, high: null })).toBeNull()
    expect(scoreWithBand({ score: null, low: null, high: null })).toBe("no score")
  })
  it("names the real scales and sections", () => {
    expect(scaleText("section")).toBe("on the 200–800 scale")
    expect(scaleText("total")).toBe("on the 400–1600 scale")
    expect(sectionLabel("reading_writing")).toBe("Reading and Writing estimate")
    expect(sectionLabel("math")).toBe("Math score")
    expect(sectionLabel(null)).toBeNull()
    expect(asTotal(600, "section")).toBe(1200)
  })
})
