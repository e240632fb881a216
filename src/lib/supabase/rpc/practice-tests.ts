import * as v from "valibot"
import { supabase } from "../client"
import { parseResult } from "./contract"
import { unwrap } from "./errors"
import { practiceTestSchema, type PracticeTest } from "./schemas/catalogue"

export type { PracticeTest, TestModuleInfo } from "./schemas/catalogue"

/**
 * The active tests, newest first. The catalogue comes through an RPC that
 * returns one jsonb array: free text never sits where the API could
 * regex-filter it.
 */
export async function listActiveTests(): Promise<PracticeTest[]> {
  const data = unwrap(await supabase.rpc("list_practice_tests"))
  return parseResult(v.array(practiceTestSchema), data, "The list of practice tests").map((t) => ({
    ...t,
    modules: t.modules ?? [],
  }))
}
