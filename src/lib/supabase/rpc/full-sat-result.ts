import { supabase } from "../client"
import { parseResult } from "./contract"
import { unwrap } from "./errors"
import { fullSatResultSchema, type FullSatResult } from "./schemas/results"

export type { FullSatModuleResult, FullSatQuestion, FullSatResult } from "./schemas/results"

/**
 * A completed full SAT's estimated scores, modules (with tiers) and every
 * question with its key. Refused until module 4 is submitted ("Finish all
 * four modules to see your results.") and for anyone else's attempt (404).
 */
export async function getFullSatResult(fullSatSessionId: string): Promise<FullSatResult> {
  const data = unwrap(await supabase.rpc("get_full_sat_result", { p_full_sat_session_id: fullSatSessionId }))
  return parseResult(fullSatResultSchema, data, "The full SAT result")
}
