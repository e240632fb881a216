import { supabase } from "../client"
import { finiteNumber, parseResult } from "./contract"
import { unwrap } from "./errors"

/*
 * Apart from review.ts on purpose: the sidebar asks for the due count on
 * every practice page, and importing it from review.ts pulled the review
 * RPCs' schemas (1.3 KiB gzip, a chunk of their own) onto every page's first
 * load, the test detail page's included, before a student had opened review.
 */

/** How many cards are due today: the sidebar and dashboard badge. */
export async function getDueCount(timeZone = "UTC"): Promise<number> {
  const data = unwrap(await supabase.rpc("get_due_count", { p_time_zone: timeZone }))
  return parseResult(finiteNumber, data, "get_due_count's answer")
}
