import { describe, expect, it } from "vitest"
import { markerPositions, overallProgress, segments, type ProgressAt } from "./progress"

// The seeded digital SAT: Reading and Writing 32 + 32, break 10, Math 35 + 35 (144 minutes in all).
const modules = [
  { module_order: 3, time_limit_minutes: 35 },
  { module_order: 1, time_limit_minutes: 32 },
  { module_order: 4, time_limit_minutes: 35 },
  { module_order: 2, time_limit_minutes: 32 },
]
const segs = segments(modules)
const pct = (minutes: number) => (minutes / 144) * 100

describe("segments", () => {
  it("orders modules and puts the break after module 2", () => {
    expect(segs.map((s) => (s.kind === "break" ? "break" : s.order))).toEqual([1, 2, "break", 3, 4])
  })
})

describe("markerPositions", () => {
  it("puts a marker at every real boundary, weighted by minutes", () => {
    const markers = markerPositions(segs)
    const expected = [0, pct(32), pct(64), pct(74), pct(109), 100]
    expect(markers).toHaveLength(expected.length)
    markers.forEach((m, i) => expect(m).toBeCloseTo(expected[i]!, 6))
    expect(markers.map((m) => m.toFixed(1))).toEqual(["0.0", "22.2", "44.4", "51.4", "75.7", "100.0"])
  })

  it("follows the minutes stored for the modules", () => {
    const m = markerPositions(segments([1, 2, 3, 4].map((o) => ({ module_order: o, time_limit_minutes: 20 }))))
    expect(m.map((x) => Math.round(x))).toEqual([0, 22, 44, 56, 78, 100])
  })

  it("copes with no minutes at all", () => {
    expect(markerPositions([])).toEqual([0, 100])
  })
})

describe("overallProgress", () => {
  it.each<[string, ProgressAt, number]>([
    ["intro", { kind: "intro" }, 0],
    ["module 1 just started", { kind: "module", order: 1, remainingSeconds: 32 * 60 }, 0],
    ["module 1 half done", { kind: "module", order: 1, remainingSeconds: 16 * 60 }, pct(16)],
    ["module 2 just started", { kind: "module", order: 2, remainingSeconds: 32 * 60 }, pct(32)],
    ["module 2 out of time", { kind: "module", order: 2, remainingSeconds: 0 }, pct(64)],
    ["break with 4 minutes left", { kind: "break", remainingSeconds: 240 }, pct(70)],
    ["module 3 with 5 minutes left", { kind: "module", order: 3, remainingSeconds: 300 }, pct(104)],
    ["module 4 with 35 minutes left", { kind: "module", order: 4, remainingSeconds: 35 * 60 }, pct(109)],
    [
      "remaining above the limit counts as not started",
      { kind: "module", order: 4, remainingSeconds: 99_999 },
      pct(109),
    ],
    ["unknown module", { kind: "module", order: 7, remainingSeconds: 10 }, 0],
    ["results", { kind: "results" }, 100],
  ])("%s", (_name, at, expected) => {
    expect(overallProgress(segs, at)).toBeCloseTo(expected, 6)
  })
})
