/**
 * The colour band of a total score (out of 1600). Each band also has a
 * word, so the score never speaks through colour alone.
 */
export type ScoreBand = { tone: "green" | "blue" | "yellow" | "red"; label: string }

const BANDS: readonly (readonly [number, ScoreBand])[] = [
  [1400, { tone: "green", label: "Excellent" }],
  [1200, { tone: "blue", label: "Strong" }],
  [1000, { tone: "yellow", label: "Developing" }],
]

export function scoreBand(total: number): ScoreBand {
  for (const [min, band] of BANDS) if (total >= min) return band
  return { tone: "red", label: "Needs practice" }
}
