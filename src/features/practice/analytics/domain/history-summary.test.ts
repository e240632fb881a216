import { describe, expect, it } from "vitest"
import {
  formatPractised,
  fullSats,
  scoreFigures,
  scoreSeries,
  SECTION_WORDS,
  sectionSeries,
  seriesSummary,
} from "./history-summary"

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

describe("full SATs and section tests apart", () => {
  const entries = [
    { kind: "full_sat" as const, total_score: 1200, completed_at: "2026-01-03T00:00:00Z", is_retake: false },
    {
      kind: "test" as const,
      total_score: null,
      section: "math" as const,
      section_score: 560,
      completed_at: "2026-01-02T00:00:00Z",
    },
    {
      kind: "test" as const,
      total_score: null,
      section: "math" as const,
      section_score: 600,
      completed_at: "2026-01-04T00:00:00Z",
    },
    { kind: "practice" as const, total_score: null, completed_at: "2026-01-05T00:00:00Z", is_retake: true },
  ]
  it("counts highest and average over full SATs only", () => {
    expect(scoreFigures(fullSats(entries)).firstAttempts).toEqual({ count: 1, average: 1200, highest: 1200 })
  })
  it("charts a section's tests on 200-800, oldest first", () => {
    expect(sectionSeries(entries, "math").map((p) => p.score)).toEqual([560, 600])
    expect(sectionSeries(entries, "reading_writing")).toEqual([])
    expect(seriesSummary([{ score: 560 }, { score: 600 }], SECTION_WORDS)).toBe(
      "2 section tests, from 560 to 600 on the 200–800 scale (up 40 points).",
    )
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
    [[], "No full SATs yet."],
    [[1100], "One full SAT: 1100 on the 400–1600 scale."],
    [[1000, 1250], "2 full SATs, from 1000 to 1250 on the 400–1600 scale (up 250 points)."],
    [[1300, 1200, 1250], "3 full SATs, from 1300 to 1250 on the 400–1600 scale (down 50 points)."],
    [[900, 900], "2 full SATs, from 900 to 900 on the 400–1600 scale (no change)."],
  ])("summary of %j", (scores, text) => expect(seriesSummary(scores.map((score) => ({ score })))).toBe(text))
})
