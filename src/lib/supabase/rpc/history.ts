import { supabase } from "../client"

/** One completed test or full SAT, as get_test_history() returns it. */
export type HistoryEntry = {
  id: string
  /** A full SAT (400-1600), a section test (its section on 200-800) or a practice set (graded, never scored). */
  kind: "test" | "full_sat" | "practice"
  /** The test taken: a full SAT's results live under it (/practice/full-sat/{test}/results/{id}). */
  practice_test_id: string
  title: string
  test_type: string
  total_score: number | null
  reading_writing_score: number | null
  math_score: number | null
  /** 90 % bands of a full SAT's total and sections. */
  total_low?: number | null
  total_high?: number | null
  reading_writing_low?: number | null
  reading_writing_high?: number | null
  math_low?: number | null
  math_high?: number | null
  /** A section test's section and score on 200-800 with its band. */
  section?: "math" | "reading_writing" | null
  section_score?: number | null
  score_low?: number | null
  score_high?: number | null
  correct: number | null
  total: number | null
  completed_at: string
  /** Present once the server marks retakes (a second or later attempt of the same test). */
  is_retake?: boolean
}

export type SectionStats = {
  count: number
  first_attempts: number
  average_score: number | null
  highest_score: number | null
}

export type HistoryStats = {
  count: number
  /** Highest and average: first attempts of full SATs only. */
  average_score: number | null
  highest_score: number | null
  minutes_practised: number
  full_sats?: number
  section_tests?: number
  practice_sets?: number
  sections?: Partial<Record<"math" | "reading_writing", SectionStats>>
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
    kind: t.kind === "full_sat" ? "full_sat" : t.kind === "practice" ? "practice" : "test",
    practice_test_id: String(t.practice_test_id ?? ""),
    title: String(t.title ?? ""),
    test_type: String(t.test_type ?? ""),
    total_score: num(t.total_score),
    reading_writing_score: num(t.reading_writing_score),
    math_score: num(t.math_score),
    total_low: num(t.total_low),
    total_high: num(t.total_high),
    reading_writing_low: num(t.reading_writing_low),
    reading_writing_high: num(t.reading_writing_high),
    math_low: num(t.math_low),
    math_high: num(t.math_high),
    section: t.section === "math" || t.section === "reading_writing" ? t.section : null,
    section_score: num(t.section_score),
    score_low: num(t.score_low),
    score_high: num(t.score_high),
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
      full_sats: num(s.full_sats) ?? undefined,
      section_tests: num(s.section_tests) ?? undefined,
      practice_sets: num(s.practice_sets) ?? undefined,
      sections: (s.sections ?? undefined) as HistoryStats["sections"],
    },
  }
}
