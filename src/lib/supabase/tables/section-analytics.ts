import { supabase } from "../client"
import type { Database } from "../database.types"

export type Section = Database["public"]["Enums"]["question_type"]

export type GradedAnswer = { topic: string; isCorrect: boolean }
export type SectionResult = { completedAt: string; correct: number; total: number; accuracy: number }

/*
 * Both reads are filtered by the student's id as well as by RLS (the spec's
 * old client forgot the user filter on analytics; we never rely on RLS alone).
 */

/** Every answered question of the student's submitted tests in one section (graded on submit). */
export async function getGradedAnswers(userId: string, section: Section): Promise<GradedAnswer[]> {
  const { data, error } = await supabase
    .from("user_answers")
    .select("is_correct, questions!inner(topic, question_type)")
    .eq("user_id", userId)
    .eq("questions.question_type", section)
    .not("is_correct", "is", null)
    .not("user_answer", "is", null)
    .limit(10_000)
  if (error) throw error
  return data.map((row) => ({ topic: row.questions.topic, isCorrect: row.is_correct === true }))
}

/** The student's accuracy in a section for each submitted test, oldest first (analytics table). */
export async function getSectionResults(userId: string, section: Section): Promise<SectionResult[]> {
  const { data, error } = await supabase
    .from("analytics")
    .select("correct_count, total_count, accuracy_percentage, created_at")
    .eq("user_id", userId)
    .eq("question_type", section)
    .order("created_at", { ascending: true })
  if (error) throw error
  return data.map((r) => ({
    completedAt: r.created_at,
    correct: r.correct_count,
    total: r.total_count,
    accuracy: Number(r.accuracy_percentage),
  }))
}
