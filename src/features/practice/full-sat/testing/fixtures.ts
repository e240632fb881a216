import type { FullSatModule, FullSatState, PracticeTest } from "../api/types"

/** A full SAT as list_practice_tests returns it, with the seeded digital SAT's modules. */
export const fullSatTest = (n: number, over: Partial<PracticeTest> = {}): PracticeTest => ({
  id: `t${n}`,
  slug: `full-sat-${n}`,
  title: `Full SAT Practice Test ${n}`,
  description: "A full-length adaptive digital SAT.",
  test_type: "full_sat",
  time_limit_minutes: 134,
  question_count: 98,
  modules: [1, 2, 3, 4].map((order) => ({
    module_order: order,
    module_name: order <= 2 ? `Reading and Writing: Module ${order}` : `Math: Module ${order - 2}`,
    section_type: order <= 2 ? "reading_writing" : "math",
    time_limit_minutes: order <= 2 ? 32 : 35,
    question_count: order <= 2 ? 27 : 22,
    is_adaptive: order % 2 === 0,
  })),
  ...over,
})

type Status = FullSatModule["status"]

/** get_full_sat_state for an attempt whose modules have these statuses. */
export function fullSatState(
  statuses: [Status, Status, Status, Status] | null,
  session: Partial<NonNullable<FullSatState["session"]>> = {},
  over: Partial<FullSatState> = {},
): FullSatState {
  if (!statuses) return { session: null, on_break: false, break_seconds_remaining: null, modules: [] }
  const current = Math.max(1, statuses.findIndex((s) => s !== "completed") + 1)
  return {
    session: {
      id: "f1",
      user_id: "u1",
      practice_test_id: "t1",
      current_module: current,
      session_status: "active",
      module_1_completed_at: null,
      module_2_completed_at: statuses[1] === "completed" ? "2026-11-23T10:00:00Z" : null,
      module_3_completed_at: null,
      module_4_completed_at: null,
      module_2_tier: null,
      module_4_tier: null,
      break_started_at: statuses[1] === "completed" ? "2026-11-23T10:00:00Z" : null,
      break_completed_at: null,
      reading_writing_score: null,
      math_score: null,
      total_score: null,
      percentile: null,
      completed_at: null,
      created_at: "2026-11-23T09:00:00Z",
      updated_at: "2026-11-23T09:00:00Z",
      is_retake: false,
      reading_writing_theta: null,
      reading_writing_se: null,
      math_theta: null,
      math_se: null,
      reading_writing_low: null,
      reading_writing_high: null,
      math_low: null,
      math_high: null,
      total_low: null,
      total_high: null,
      ...session,
    },
    on_break: false,
    break_seconds_remaining: null,
    modules: statuses.map((status, i) => ({
      id: `m${i + 1}`,
      module_order: i + 1,
      module_name: `Module ${i + 1}`,
      section_type: i < 2 ? "reading_writing" : "math",
      time_limit_minutes: i < 2 ? 32 : 35,
      question_count: 3,
      is_adaptive: i % 2 === 1,
      tier: i % 2 === 1 ? "harder" : "standard",
      session_id: status === "in_progress" || status === "completed" ? `s${i + 1}` : null,
      status,
      score_percent: null,
      time_remaining_seconds: null,
      deadline_at: null,
      paused: false,
    })),
    ...over,
  }
}
