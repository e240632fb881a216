/**
 * The routing rule (private.adaptive_tier), the percentile table
 * (private.score_percentile) and the former fraction-table scoring
 * (private.section_score, private.section_estimate). Scores are no longer
 * computed this way: since issue 17 the server scores by IRT
 * (docs/scoring.md) and the fraction table survives only as the baseline
 * `npm run bench:scoring` compares against. An integration test runs both
 * over the whole grid so they cannot drift apart.
 */

export type AdaptiveTier = "easier" | "harder"

/** One right answer in module 2 (or 4) counts this much, by the route taken. */
export const MODULE_2_WEIGHT: Record<AdaptiveTier, number> = { easier: 1, harder: 1.5 }

/** Module 2 / 4 is the harder tier from this score percent in module 1 / 3. */
export const HARDER_FROM_PERCENT = 60

/** [lowest fraction, section score], highest first: the spec's fraction table. */
const SECTION_TABLE: readonly (readonly [number, number])[] = [
  [0.95, 800],
  [0.9, 750],
  [0.85, 700],
  [0.8, 650],
  [0.75, 600],
  [0.7, 550],
  [0.65, 500],
  [0.6, 450],
  [0.55, 400],
  [0.5, 350],
  [0.4, 300],
  [0.3, 250],
]

/** [lowest total, percentile], highest first: our estimated percentile table. */
const PERCENTILE_TABLE: readonly (readonly [number, number])[] = [
  [1580, 99],
  [1500, 95],
  [1400, 90],
  [1300, 80],
  [1200, 70],
  [1100, 60],
  [1000, 50],
  [900, 40],
  [800, 30],
]

/** Estimated section score (200-800) for the fraction answered correctly, 0 to 1. */
export function sectionScore(fraction: number): number {
  if (!Number.isFinite(fraction) || fraction < 0 || fraction > 1) {
    throw new RangeError("The fraction answered correctly must be a number from 0 to 1.")
  }
  return SECTION_TABLE.find(([from]) => fraction >= from)?.[1] ?? 200
}

/** The tier of module 2 / 4 after a module-1 / 3 score percent. */
export function adaptiveTier(scorePercent: number): AdaptiveTier {
  return scorePercent >= HARDER_FROM_PERCENT ? "harder" : "easier"
}

/**
 * Estimated section score: m1 of n1 right in the first module, m2 of n2 in
 * the second, taken on `tier`. Points m1 + m2 x weight(tier) out of
 * n1 + n2 x weight(harder): the harder route is worth more for the same
 * number right, one more right answer never lowers the score, and the
 * easier route tops out at 650 for the real module sizes.
 */
export function sectionEstimate(m1: number, n1: number, m2: number, n2: number, tier: AdaptiveTier): number {
  const whole = (n: number) => Number.isInteger(n) && n >= 0
  if (!whole(m1) || !whole(n1) || !whole(m2) || !whole(n2) || n1 < 1 || m1 > n1 || m2 > n2) {
    throw new RangeError("Right answers must be between 0 and the number of questions.")
  }
  // Exact in decimals as SQL computes it: weights are halves, so scale by 2.
  const points = 2 * m1 + m2 * 2 * MODULE_2_WEIGHT[tier]
  const max = 2 * n1 + n2 * 2 * MODULE_2_WEIGHT.harder
  return sectionScore(points / max)
}

/** Estimated percentile of a total score (400-1600). */
export function scorePercentile(total: number): number {
  return PERCENTILE_TABLE.find(([from]) => total >= from)?.[1] ?? 20
}
