import { supabase } from "../client"
import type { Enums } from "../database.types"
import { unwrap } from "./errors"

export type PracticeTest = {
  id: string
  slug: string
  title: string
  description: string
  test_type: Enums<"test_type">
  time_limit_minutes: number
  question_count: number
  /** A full SAT's modules in order (empty for other tests). */
  modules?: TestModuleInfo[]
}

/** One of a full SAT's modules, from test_modules. */
export type TestModuleInfo = {
  module_order: number
  module_name: string
  section_type: Enums<"section_type">
  time_limit_minutes: number
  question_count: number
  is_adaptive: boolean
}

function isPracticeTest(value: unknown): value is PracticeTest {
  const v = value as Record<string, unknown> | null
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.id === "string" &&
    typeof v.slug === "string" &&
    typeof v.title === "string" &&
    typeof v.test_type === "string" &&
    typeof v.question_count === "number"
  )
}

/**
 * The active tests, newest first. The catalogue comes through an RPC that
 * returns one jsonb array: free text never sits where the API could
 * regex-filter it.
 */
export async function listActiveTests(): Promise<PracticeTest[]> {
  const data = unwrap(await supabase.rpc("list_practice_tests"))
  if (!Array.isArray(data) || !data.every(isPracticeTest))
    throw new Error("The practice tests have an unexpected shape.")
  return data.map((t) => ({ ...t, modules: Array.isArray(t.modules) ? t.modules : [] }))
}
