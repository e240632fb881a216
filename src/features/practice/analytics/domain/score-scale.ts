/**
 * The real SAT scales and how a score with its band reads (issue 17).
 * Section scores are 200-800 and totals 400-1600, both in steps of 10; every
 * score comes with a 90 % band ("likely 1180-1300") from the server's IRT
 * estimate. Pure: no React, no Supabase.
 */
export type Scale = "section" | "total"

export const SCALES: Record<Scale, { min: number; max: number }> = {
  section: { min: 200, max: 800 },
  total: { min: 400, max: 1600 },
}

export type BandedScore = { score: number | null; low: number | null; high: number | null }

/** "likely 1180-1300" (an en dash), or null when the band is unknown. */
export function bandText(s: BandedScore): string | null {
  if (s.low == null || s.high == null) return null
  return `likely ${s.low}–${s.high}`
}

/** "1240 (likely 1180–1300)", for sentences and screen readers. */
export function scoreWithBand(s: BandedScore): string {
  if (s.score == null) return "no score"
  const band = bandText(s)
  return band ? `${s.score} (${band})` : String(s.score)
}

/** "on the 200-800 scale". */
export function scaleText(scale: Scale) {
  return `on the ${SCALES[scale].min}–${SCALES[scale].max} scale`
}

/** A section score's equivalent on the total's scale, so one colour band fits both. */
export const asTotal = (score: number, scale: Scale) => (scale === "section" ? score * 2 : score)

/** Which section a section test reports: Math, or Reading and Writing for a Reading or a Writing test. */
export function sectionLabel(section: "math" | "reading_writing" | null | undefined) {
  if (section === "math") return "Math score"
  if (section === "reading_writing") return "Reading and Writing estimate"
  return null
}
