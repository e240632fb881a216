import type { HistoryEntry } from "@/features/practice/analytics/api/history"
import { fullSatPaths } from "@/features/practice/full-sat/paths"
import { isSection } from "@/features/practice/tests/domain/sections"
import { testPaths } from "@/features/practice/tests/paths"

/**
 * The results screen of a history row: a full SAT's under its test, a
 * section test's under its section. Practice sets have none (null).
 */
export function historyResultsPath(entry: HistoryEntry): string | null {
  if (entry.kind === "full_sat")
    return entry.practice_test_id ? fullSatPaths.results(entry.practice_test_id, entry.id) : null
  return isSection(entry.test_type) ? testPaths.results(entry.test_type, entry.id) : null
}
