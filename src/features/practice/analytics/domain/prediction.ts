/**
 * How the score predictor reads (issue 17, docs/scoring.md "Score
 * predictor"): the headline with its band, what it is based on, what would
 * narrow it, and, while it is hidden, what is still needed. Pure: no React,
 * no Supabase; the shape is get_score_prediction's.
 */
import { scoreWithBand } from "./score-scale"

export type PredictionSectionKey = "reading_writing" | "math"

export type PredictionShape = {
  enough: boolean
  rule: { window_weeks: number; min_questions: number }
  questions: number
  tests: number
  full_sats: number
  since: string | null
  total: { score: number; low: number; high: number } | null
  sections: Record<
    PredictionSectionKey,
    { questions: number; tests: number; score?: number; low?: number; high?: number; se?: number }
  >
}

export const PREDICTION_SECTIONS: readonly PredictionSectionKey[] = ["reading_writing", "math"]
export const PREDICTION_SECTION_NAMES: Record<PredictionSectionKey, string> = {
  reading_writing: "Reading and Writing",
  math: "Math",
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "Predicted SAT score: 1280 (likely 1220–1340)", or null while it is hidden. */
export function predictionHeadline(p: PredictionShape): string | null {
  if (!p.enough || !p.total) return null
  return `Predicted SAT score: ${scoreWithBand(p.total)}`
}

/** "October 2" in the student's time zone (or the one given: tests). */
export function sinceDate(iso: string, timeZone?: string) {
  return new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone })
}

/** "Based on 142 questions from 3 tests since October 2." */
export function predictionBasis(p: PredictionShape, timeZone?: string): string {
  const since = p.since ? ` since ${sinceDate(p.since, timeZone)}` : ""
  return `Based on ${plural(p.questions, "question")} from ${plural(p.tests, "test")}${since}.`
}

/**
 * What would narrow the band most: a full SAT while none is counted (both
 * sections at once, adaptive); after that, a section test in the section
 * whose estimate is less sure, or another full SAT when they are alike.
 */
export function narrowingHint(p: PredictionShape): string {
  if (p.full_sats === 0) return "A full SAT narrows this the most."
  const rw = p.sections.reading_writing.se ?? 0
  const math = p.sections.math.se ?? 0
  // 5 scale points: closer than that, neither section is clearly the less sure one.
  if (Math.abs(rw - math) > 5) {
    const weaker = rw > math ? "reading_writing" : "math"
    return `A ${PREDICTION_SECTION_NAMES[weaker]} section test narrows this the most.`
  }
  return "Another full SAT narrows this the most."
}

/** While hidden: what is still missing, section by section ("20 more Math questions"). */
export function predictionNeeds(p: PredictionShape): string[] {
  return PREDICTION_SECTIONS.flatMap((s) => {
    const missing = p.rule.min_questions - p.sections[s].questions
    return missing > 0 ? [`${plural(missing, `more ${PREDICTION_SECTION_NAMES[s]} question`)}`] : []
  })
}

/** The empty state's sentence: what is missing, and the quickest way to it. */
export function predictionEmptyText(p: PredictionShape): string {
  const needs = predictionNeeds(p)
  if (needs.length === 0) return "Not enough test work yet to predict your score."
  return `Not enough test work yet: you need ${needs.join(" and ")}. One full SAT, or a section test in each, is enough.`
}

/** The rule in a sentence (docs/scoring.md). */
export function predictionRuleText(p: PredictionShape): string {
  return `It counts your first attempts of section tests and full SATs from the last ${p.rule.window_weeks} weeks, once each section has at least ${p.rule.min_questions} questions.`
}
