import * as v from "valibot"
import { supabase } from "../client"
import type { Database } from "../database.types"
import { parseResult } from "../rpc/contract"
import { unwrap } from "../rpc/errors"
import { sectionAnswerSchema } from "../rpc/schemas/analytics"

export type Section = Database["public"]["Enums"]["question_type"]

export type GradedAnswer = { topic: string; isCorrect: boolean }
export type SectionResult = { completedAt: string; correct: number; total: number; accuracy: number }

/*
 * Both reads are filtered by the student's id as well as by RLS (the spec's
 * old client forgot the user filter on analytics; we never rely on RLS alone).
 */

/**
 * Every answered question of the student's submitted tests in one section
 * (graded on submit). Through an RPC: questions are closed to direct reads.
 * The user id keys the cache; the server reads the caller from the JWT.
 */
export async function getGradedAnswers(_userId: string, section: Section): Promise<GradedAnswer[]> {
  const data = unwrap(await supabase.rpc("get_section_answers", { p_section: section }))
  return parseResult(v.array(sectionAnswerSchema), data, "The list of section answers").map((row) => ({
    topic: row.topic,
    isCorrect: row.is_correct,
  }))
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
