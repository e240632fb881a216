import { describe, expect, it } from "vitest"
import { adaptiveTier, scorePercentile, sectionEstimate, sectionScore, type AdaptiveTier } from "./scoring"

describe("sectionScore", () => {
  it.each([
    [1, 800],
    [0.95, 800],
    [0.9499, 750],
    [0.8, 650],
    [0.7999, 600],
    [0.5, 350],
    [0.4999, 300],
    [0.3, 250],
    [0.2999, 200],
    [0, 200],
  ])("%d -> %d", (fraction, score) => {
    expect(sectionScore(fraction)).toBe(score)
  })

  it.each([[Number.NaN], [1.01], [-0.1], [Number.POSITIVE_INFINITY]])("refuses %d", (fraction) => {
    expect(() => sectionScore(fraction)).toThrow("The fraction answered correctly must be a number from 0 to 1.")
  })
})

describe("adaptiveTier", () => {
  it.each([
    [60, "harder"],
    [59, "easier"],
    [100, "harder"],
    [0, "easier"],
  ])("%d%% -> %s", (percent, tier) => {
    expect(adaptiveTier(percent)).toBe(tier)
  })
})

describe("sectionEstimate", () => {
  it.each<[number, number, AdaptiveTier, number]>([
    // The reported attack: 17/27 then 50% harder used to lose to 16/27 then 90% easier.
    [17, 14, "harder", 400],
    [16, 15, "easier", 300],
    [27, 27, "harder", 800],
    [27, 27, "easier", 650],
    [0, 0, "easier", 200],
  ])("m1 %d, m2 %d on %s (27 + 27) -> %d", (m1, m2, tier, score) => {
    expect(sectionEstimate(m1, 27, m2, 27, tier)).toBe(score)
  })

  it.each([
    [28, 27, 0, 27],
    [-1, 27, 0, 27],
    [1.5, 27, 0, 27],
    [0, 0, 0, 27],
  ])("refuses m1 %d of %d, m2 %d of %d", (m1, n1, m2, n2) => {
    expect(() => sectionEstimate(m1, n1, m2, n2, "easier")).toThrow(
      "Right answers must be between 0 and the number of questions.",
    )
  })

  it.each([
    [27, 27],
    [22, 22],
  ])("on %d + %d: harder >= easier for the same total, and one more right never lowers the score", (n1, n2) => {
    const routed = (m1: number, m2: number) =>
      sectionEstimate(m1, n1, m2, n2, adaptiveTier(Math.round((100 * m1) / n1)))
    for (let m1 = 0; m1 <= n1; m1++)
      for (let m2 = 0; m2 <= n2; m2++) {
        if (m1 < n1) expect(routed(m1 + 1, m2)).toBeGreaterThanOrEqual(routed(m1, m2))
        if (m2 < n2) expect(routed(m1, m2 + 1)).toBeGreaterThanOrEqual(routed(m1, m2))
        // Same total on the easier route: move right answers from module 2 to module 1.
        for (let k = 0; k <= Math.min(m2, n1 - m1); k++)
          expect(sectionEstimate(m1, n1, m2, n2, "harder")).toBeGreaterThanOrEqual(
            sectionEstimate(m1 + k, n1, m2 - k, n2, "easier"),
          )
      }
  })
})

describe("scorePercentile", () => {
  it.each([
    [1600, 99],
    [1580, 99],
    [1579, 95],
    [800, 30],
    [799, 20],
    [400, 20],
  ])("%d -> %d", (total, percentile) => {
    expect(scorePercentile(total)).toBe(percentile)
  })
})
