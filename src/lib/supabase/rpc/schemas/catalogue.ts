import * as v from "valibot"
import { SECTION_TYPES, TEST_TYPES } from "@/lib/vocabulary"
import { finiteNumber } from "../contract"

/** One of a full SAT's modules, from test_modules. */
export const testModuleInfoSchema = v.object({
  module_order: finiteNumber,
  module_name: v.string(),
  section_type: v.picklist(SECTION_TYPES),
  time_limit_minutes: finiteNumber,
  question_count: finiteNumber,
  is_adaptive: v.boolean(),
})

export const practiceTestSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  test_type: v.picklist(TEST_TYPES),
  time_limit_minutes: finiteNumber,
  question_count: finiteNumber,
  /** A full SAT's modules in order (empty for other tests). */
  modules: v.optional(v.nullable(v.array(testModuleInfoSchema)), []),
})

export type TestModuleInfo = v.InferOutput<typeof testModuleInfoSchema>
export type PracticeTest = v.InferOutput<typeof practiceTestSchema>
