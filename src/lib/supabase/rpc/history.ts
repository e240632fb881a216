import { supabase } from "../client"
import { parseResult } from "./contract"
import { unwrap } from "./errors"
import { testHistorySchema, type TestHistory } from "./schemas/history"

export type { HistoryEntry, HistoryStats, SectionStats, TestHistory } from "./schemas/history"

/** The signed-in student's completed tests, newest first, with totals (the server filters by user). */
export async function getTestHistory(): Promise<TestHistory> {
  const data = unwrap(await supabase.rpc("get_test_history"))
  return parseResult(testHistorySchema, data, "The test history")
}
