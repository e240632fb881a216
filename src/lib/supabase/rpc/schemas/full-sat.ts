import * as v from "valibot"
import { DIFFICULTY_TIERS, FULL_SAT_STATUSES } from "@/lib/vocabulary"
import type { Tables } from "../../database.types"
import { finiteNumber, timestamp, type Assert, type Same } from "../contract"
import { testModuleInfoSchema } from "./catalogue"

/** Result schemas of the full SAT's RPCs (no client here: the integration tests import them too). */

const numOrNull = v.nullable(finiteNumber)
const timeOrNull = v.nullable(timestamp)
const tierOrNull = v.nullable(v.picklist(DIFFICULTY_TIERS))

/** A full_sat_sessions row (to_jsonb of the row). */
export const fullSatSessionSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  practice_test_id: v.string(),
  current_module: finiteNumber,
  session_status: v.picklist(FULL_SAT_STATUSES),
  module_1_completed_at: timeOrNull,
  module_2_completed_at: timeOrNull,
  module_3_completed_at: timeOrNull,
  module_4_completed_at: timeOrNull,
  module_2_tier: tierOrNull,
  module_4_tier: tierOrNull,
  break_started_at: timeOrNull,
  break_completed_at: timeOrNull,
  reading_writing_score: numOrNull,
  math_score: numOrNull,
  total_score: numOrNull,
  percentile: numOrNull,
  completed_at: timeOrNull,
  created_at: timestamp,
  updated_at: timestamp,
  is_retake: v.boolean(),
  reading_writing_theta: numOrNull,
  reading_writing_se: numOrNull,
  math_theta: numOrNull,
  math_se: numOrNull,
  reading_writing_low: numOrNull,
  reading_writing_high: numOrNull,
  math_low: numOrNull,
  math_high: numOrNull,
  total_low: numOrNull,
  total_high: numOrNull,
})

export const MODULE_STATUSES = ["completed", "cancelled", "in_progress", "available", "locked"] as const

/** One module as private.full_sat_state reports it: its test_modules row and the attempt's progress in it. */
export const fullSatModuleSchema = v.object({
  ...testModuleInfoSchema.entries,
  id: v.string(),
  /** Never shown before results (the runner does not read it). */
  tier: tierOrNull,
  /** The module's user_sessions id once opened. */
  session_id: v.optional(v.nullable(v.string()), null),
  status: v.picklist(MODULE_STATUSES),
  /** Only once the whole SAT is complete (it would reveal keys). */
  score_percent: numOrNull,
  time_remaining_seconds: numOrNull,
  deadline_at: timeOrNull,
  paused: v.optional(v.boolean(), false),
})

/** What start_full_sat, get_full_sat_state, start_break and end_break return. */
export const fullSatStateSchema = v.object({
  /** Null when the student has no active attempt of the test. */
  session: v.nullable(fullSatSessionSchema),
  on_break: v.optional(v.boolean(), false),
  break_seconds_remaining: v.optional(numOrNull, null),
  modules: v.array(fullSatModuleSchema),
})

/** What complete_module returns: the module's grade and the attempt's new state. */
export const moduleCompletionSchema = v.object({
  /** How many were right comes only once the whole SAT is complete (it would reveal keys). */
  module: v.object({
    module_order: finiteNumber,
    correct: v.optional(numOrNull),
    total: numOrNull,
    score_percent: v.optional(numOrNull),
  }),
  state: fullSatStateSchema,
})

export type FullSatSession = v.InferOutput<typeof fullSatSessionSchema>
export type ModuleStatus = (typeof MODULE_STATUSES)[number]
export type FullSatModule = v.InferOutput<typeof fullSatModuleSchema>
export type FullSatState = v.InferOutput<typeof fullSatStateSchema>
export type ModuleCompletion = v.InferOutput<typeof moduleCompletionSchema>

// The schema covers every column the generated types know: a column added or dropped fails the typecheck here.
export type FullSatColumnsMatch = Assert<Same<FullSatSession, Tables<"full_sat_sessions">>>
