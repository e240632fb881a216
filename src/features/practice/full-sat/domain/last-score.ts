/**
 * The student's most recent score on each full SAT, from the test history
 * (get_test_history: completed attempts, newest first). History rows name
 * their test by `practice_test_id` on newer servers and by title before that.
 */
export type HistoryRow = {
  kind: string
  title: string
  total_score: number | null
  completed_at: string
  practice_test_id?: string | null
}
export type ListedTest = { id: string; title: string }
export type LastScore = { total: number | null; completedAt: string }

export function lastScores(tests: readonly ListedTest[], history: readonly HistoryRow[]): Map<string, LastScore> {
  const out = new Map<string, LastScore>()
  const newestFirst = [...history]
    .filter((h) => h.kind === "full_sat")
    .sort((a, b) => Date.parse(b.completed_at) - Date.parse(a.completed_at))
  for (const t of tests) {
    const row = newestFirst.find((h) => (h.practice_test_id ? h.practice_test_id === t.id : h.title === t.title))
    if (row) out.set(t.id, { total: row.total_score, completedAt: row.completed_at })
  }
  return out
}

/** "Full SAT Practice Test 2" before "… 10": the number in the title, then the title. */
export function byNumber<T extends { title: string }>(a: T, b: T): number {
  const n = (t: string) => Number(/(\d+)\s*$/.exec(t)?.[1] ?? Number.MAX_SAFE_INTEGER)
  return n(a.title) - n(b.title) || a.title.localeCompare(b.title)
}
