import { supabase } from "../client"
import type { Enums, Tables } from "../database.types"
import { unwrap } from "./errors"
import { isRecord } from "./guards"
import { typeBreakdownNumbers, type ReviewedQuestion, type TypeBreakdown } from "./session-result"

/** One module of a completed full SAT: its right answers and, for modules 2 and 4, the tier the server chose. */
export type FullSatModuleResult = {
  module_order: number
  module_name: string
  section_type: Enums<"section_type">
  tier: Enums<"difficulty_tier">
  correct: number
  total: number
  score_percent: number
  session_id: string
}

/** A reviewed question (key and explanation released), with its module and the bank's domain; the skill is `topic`. */
export type FullSatQuestion = ReviewedQuestion & { module_order: number; domain: string }

/** What get_full_sat_result returns: only once all four modules are done. */
export type FullSatResult = {
  session: Tables<"full_sat_sessions">
  title: string
  is_retake: boolean
  score_label: "estimated"
  modules: FullSatModuleResult[]
  by_type: TypeBreakdown[]
  questions: FullSatQuestion[]
}

export function isFullSatResult(value: unknown): value is FullSatResult {
  if (!isRecord(value) || !isRecord(value.session)) return false
  const s = value.session
  return (
    typeof s.id === "string" &&
    typeof s.practice_test_id === "string" &&
    typeof value.title === "string" &&
    typeof value.is_retake === "boolean" &&
    Array.isArray(value.modules) &&
    value.modules.every((m) => isRecord(m) && typeof m.module_order === "number" && typeof m.correct === "number") &&
    Array.isArray(value.by_type) &&
    Array.isArray(value.questions) &&
    value.questions.every((q) => isRecord(q) && typeof q.module_order === "number" && typeof q.domain === "string")
  )
}

function parse(data: unknown): FullSatResult {
  if (!isFullSatResult(data)) throw new Error("The full SAT result has an unexpected shape.")
  return { ...data, by_type: typeBreakdownNumbers(data.by_type) }
}

/**
 * A completed full SAT's estimated scores, modules (with tiers) and every
 * question with its key. Refused until module 4 is submitted ("Finish all
 * four modules to see your results.") and for anyone else's attempt (404).
 */
export async function getFullSatResult(fullSatSessionId: string): Promise<FullSatResult> {
  return parse(unwrap(await supabase.rpc("get_full_sat_result", { p_full_sat_session_id: fullSatSessionId })))
}
