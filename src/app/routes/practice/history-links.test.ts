import { describe, expect, it } from "vitest"
import type { HistoryEntry } from "@/features/practice/analytics/api/history"
import { historyResultsPath } from "./history-links"

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: "row-1",
  kind: "test",
  practice_test_id: "test-9",
  title: "Math Section",
  test_type: "math",
  total_score: 1200,
  reading_writing_score: null,
  math_score: null,
  correct: 15,
  total: 20,
  completed_at: "2026-03-01T10:00:00Z",
  ...over,
})

describe("historyResultsPath", () => {
  it.each([
    [
      "a full SAT: under its test",
      entry({ kind: "full_sat", test_type: "full_sat" }),
      "/practice/full-sat/test-9/results/row-1",
    ],
    ["a full SAT without its test id", entry({ kind: "full_sat", test_type: "full_sat", practice_test_id: "" }), null],
    ["a math section test", entry({}), "/practice/test/math/results/row-1"],
    ["a reading section test", entry({ test_type: "reading" }), "/practice/test/reading/results/row-1"],
    ["a writing section test", entry({ test_type: "writing" }), "/practice/test/writing/results/row-1"],
    ["a practice set has no results screen", entry({ test_type: "custom" }), null],
  ])("%s", (_, e, path) => {
    expect(historyResultsPath(e)).toBe(path)
  })
})
