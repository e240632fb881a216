import { describe, expect, it } from "vitest"
import { byNumber, lastScores, type HistoryRow } from "./last-score"

const tests = [
  { id: "t1", title: "Full SAT Practice Test 1" },
  { id: "t2", title: "Full SAT Practice Test 2" },
  { id: "t3", title: "Full SAT Practice Test 3" },
]
const row = (over: Partial<HistoryRow>): HistoryRow => ({
  kind: "full_sat",
  title: "Full SAT Practice Test 1",
  total_score: 1000,
  completed_at: "2026-11-20T10:00:00Z",
  ...over,
})

describe("lastScores", () => {
  it.each<[string, HistoryRow[], Record<string, number | null>]>([
    ["no history", [], {}],
    ["one attempt", [row({ total_score: 1210 })], { t1: 1210 }],
    [
      "the newest attempt wins, whatever the order",
      [row({ total_score: 900 }), row({ total_score: 1300, completed_at: "2026-11-22T10:00:00Z" })],
      { t1: 1300 },
    ],
    ["section tests are ignored", [row({ kind: "test", title: "Full SAT Practice Test 2" })], {}],
    [
      "the test id wins over the title when the server sends it",
      [row({ practice_test_id: "t3", title: "Full SAT Practice Test 1", total_score: 800 })],
      { t3: 800 },
    ],
    ["an unscored attempt", [row({ title: "Full SAT Practice Test 2", total_score: null })], { t2: null }],
  ])("%s", (_name, history, expected) => {
    const got = Object.fromEntries([...lastScores(tests, history)].map(([id, s]) => [id, s.total]))
    expect(got).toEqual(expected)
  })
})

describe("byNumber", () => {
  it("orders by the number that ends the title", () => {
    const titles = ["Practice Test 10", "Practice Test 2", "Practice Test 1", "Diagnostic"]
    expect(
      titles
        .map((title) => ({ title }))
        .sort(byNumber)
        .map((t) => t.title),
    ).toEqual(["Practice Test 1", "Practice Test 2", "Practice Test 10", "Diagnostic"])
  })
})
