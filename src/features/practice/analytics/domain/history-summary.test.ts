import { describe, expect, it } from "vitest"
import { formatPractised, scoreFigures, scoreSeries, seriesSummary } from "./history-summary"

const e = (score: number | null, at: string, is_retake?: boolean) => ({
  total_score: score,
  completed_at: at,
  ...(is_retake === undefined ? {} : { is_retake }),
})

describe("scoreFigures", () => {
  it("averages and maxes scored tests only", () => {
    const f = scoreFigures([e(1000, "2026-01-01"), e(1201, "2026-01-02"), e(null, "2026-01-03")])
    expect(f.all).toEqual({ count: 2, average: 1101, highest: 1201 })
    expect(f.marksRetakes).toBe(false)
  })

  it("has no figures without scored tests", () => {
    expect(scoreFigures([]).all).toEqual({ count: 0, average: null, highest: null })
  })

  it("counts first attempts apart from retakes when the server marks them", () => {
    const f = scoreFigures([e(1000, "a", false), e(1400, "b", true), e(1100, "c", false), e(1500, "d", true)])
    expect(f.marksRetakes).toBe(true)
    expect(f.firstAttempts).toEqual({ count: 2, average: 1050, highest: 1100 })
    expect(f.retakes).toEqual({ count: 2, average: 1450, highest: 1500 })
    expect(f.all.highest).toBe(1500)
  })
})

describe("formatPractised", () => {
  it.each([
    [0, "0 min"],
    [-3, "0 min"],
    [45, "45 min"],
    [60, "1 h"],
    [200, "3 h 20 min"],
    [59.6, "1 h"],
  ])("%d minutes -> %s", (m, text) => expect(formatPractised(m)).toBe(text))
})

describe("scoreSeries and its summary", () => {
  it("orders oldest first and skips unscored tests", () => {
    const s = scoreSeries([
      e(1200, "2026-02-01T00:00:00Z"),
      e(null, "2026-01-15T00:00:00Z"),
      e(1000, "2026-01-01T00:00:00Z"),
    ])
    expect(s.map((p) => p.score)).toEqual([1000, 1200])
    expect(s[0]!.t).toBe(Date.parse("2026-01-01T00:00:00Z") / 1000)
  })

  it.each([
    [[], "No scored tests yet."],
    [[1100], "One scored test: 1100 out of 1600."],
    [[1000, 1250], "2 scored tests, from 1000 to 1250 out of 1600 (up 250 points)."],
    [[1300, 1200, 1250], "3 scored tests, from 1300 to 1250 out of 1600 (down 50 points)."],
    [[900, 900], "2 scored tests, from 900 to 900 out of 1600 (no change)."],
  ])("summary of %j", (scores, text) => expect(seriesSummary(scores.map((score) => ({ score })))).toBe(text))
})
