import { supabase } from "../client"

/** One completed test or full SAT, as get_test_history() returns it. */
export type HistoryEntry = {
  id: string
  kind: "test" | "full_sat"
  /** The test taken: a full SAT's results live under it (/practice/full-sat/{test}/results/{id}). */
  practice_test_id: string
  title: string
  test_type: string
  total_score: number | null
  reading_writing_score: number | null
  math_score: number | null
  correct: number | null
  total: number | null
  completed_at: string
  /** Present once the server marks retakes (a second or later attempt of the same test). */
  is_retake?: boolean
}

export type HistoryStats = {
  count: number
  average_score: number | null
  highest_score: number | null
  minutes_practised: number
}

export type TestHistory = { tests: HistoryEntry[]; stats: HistoryStats }

const num = (v: unknown) => (v === null || v === undefined || v === "" ? null : Number(v))

/** The signed-in student's completed tests, newest first, with totals (the server filters by user). */
export async function getTestHistory(): Promise<TestHistory> {
  const { data, error } = await supabase.rpc("get_test_history")
  if (error) throw error
  const raw = (data ?? {}) as { tests?: Record<string, unknown>[]; stats?: Record<string, unknown> }
  const tests = (raw.tests ?? []).map((t): HistoryEntry => ({
    id: String(t.id),
    kind: t.kind === "full_sat" ? "full_sat" : "test",
    practice_test_id: String(t.practice_test_id ?? ""),
    title: String(t.title ?? ""),
    test_type: String(t.test_type ?? ""),
    total_score: num(t.total_score),
    reading_writing_score: num(t.reading_writing_score),
    math_score: num(t.math_score),
    correct: num(t.correct),
    total: num(t.total),
    completed_at: String(t.completed_at),
    ...(typeof t.is_retake === "boolean" ? { is_retake: t.is_retake } : {}),
  }))
  const s = raw.stats ?? {}
  return {
    tests,
    stats: {
      count: num(s.count) ?? tests.length,
      average_score: num(s.average_score),
      highest_score: num(s.highest_score),
      minutes_practised: num(s.minutes_practised) ?? 0,
    },
  }
}
