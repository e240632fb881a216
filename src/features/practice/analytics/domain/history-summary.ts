/** Figures of the history page, computed from the entries the server returned. */
export type ScoredEntry = {
  total_score: number | null
  completed_at: string
  is_retake?: boolean
  kind?: "test" | "full_sat" | "practice"
  section?: "math" | "reading_writing" | null
  section_score?: number | null
}

export type ScoreFigures = { count: number; average: number | null; highest: number | null }

function figures(scores: number[]): ScoreFigures {
  if (scores.length === 0) return { count: 0, average: null, highest: null }
  return {
    count: scores.length,
    average: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
    highest: Math.max(...scores),
  }
}

/**
 * Average and highest over scored tests. When the server marks retakes,
 * first attempts and retakes are counted apart (product decision: a retake
 * of a test already seen must not inflate the first-attempt figures).
 */
export function scoreFigures(entries: ScoredEntry[]) {
  const scored = entries.filter((e): e is ScoredEntry & { total_score: number } => e.total_score !== null)
  const marksRetakes = entries.some((e) => typeof e.is_retake === "boolean")
  return {
    all: figures(scored.map((e) => e.total_score)),
    marksRetakes,
    firstAttempts: figures(scored.filter((e) => !e.is_retake).map((e) => e.total_score)),
    retakes: figures(scored.filter((e) => e.is_retake === true).map((e) => e.total_score)),
  }
}

/** "0 min", "45 min", "1 h", "3 h 20 min". */
export function formatPractised(minutes: number) {
  const m = Math.max(0, Math.round(minutes))
  const h = Math.floor(m / 60)
  const rest = m % 60
  if (h === 0) return `${rest} min`
  return rest === 0 ? `${h} h` : `${h} h ${rest} min`
}

/** Points for the score-over-time chart: oldest first, seconds since epoch, scored tests only. */
export function scoreSeries(entries: ScoredEntry[]) {
  return entries
    .filter((e): e is ScoredEntry & { total_score: number } => e.total_score !== null)
    .map((e) => ({ t: Math.floor(Date.parse(e.completed_at) / 1000), score: e.total_score }))
    .sort((a, b) => a.t - b.t)
}

/** Full SATs only: their totals (400-1600) are the figures highest and average are about. */
export const fullSats = <T extends ScoredEntry>(entries: T[]) => entries.filter((e) => e.kind === "full_sat")

/** A section's section tests as chart points (200-800), oldest first. */
export function sectionSeries(entries: ScoredEntry[], section: "math" | "reading_writing") {
  return entries
    .filter(
      (e): e is ScoredEntry & { section_score: number } =>
        e.kind === "test" && e.section === section && typeof e.section_score === "number",
    )
    .map((e) => ({ t: Math.floor(Date.parse(e.completed_at) / 1000), score: e.section_score }))
    .sort((a, b) => a.t - b.t)
}

export type SeriesWords = { one: string; many: string; scale: string }
export const FULL_SAT_WORDS: SeriesWords = { one: "full SAT", many: "full SATs", scale: "on the 400–1600 scale" }
export const SECTION_WORDS: SeriesWords = { one: "section test", many: "section tests", scale: "on the 200–800 scale" }

/** A sentence that tells what the chart shows, for screen readers and as its caption. */
export function seriesSummary(points: { score: number }[], words: SeriesWords = FULL_SAT_WORDS) {
  if (points.length === 0) return `No ${words.many} yet.`
  const first = points[0]!.score
  const last = points[points.length - 1]!.score
  if (points.length === 1) return `One ${words.one}: ${first} ${words.scale}.`
  const change = last - first
  const trend = change === 0 ? "no change" : `${change > 0 ? "up" : "down"} ${Math.abs(change)} points`
  return `${points.length} ${words.many}, from ${first} to ${last} ${words.scale} (${trend}).`
}
