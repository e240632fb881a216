import { supabase } from "../client"
import type { Tables } from "../database.types"
import { unwrap } from "./errors"

export type PracticeTest = Pick<
  Tables<"practice_tests">,
  "id" | "slug" | "title" | "description" | "test_type" | "time_limit_minutes" | "question_count"
>

/** The active tests, newest first (RLS: any signed-in student reads the catalogue). */
export async function listActiveTests(): Promise<PracticeTest[]> {
  return unwrap(
    await supabase
      .from("practice_tests")
      .select("id, slug, title, description, test_type, time_limit_minutes, question_count")
      .eq("is_active", true)
      .order("created_at", { ascending: false }),
  )
}
