/**
 * The printable score report's figures (issue 17, part 5), from the same
 * graded result as the results screen: the questions missed, grouped by
 * skill. Pure: no React, no Supabase.
 */
import { sectionName, type SectionType } from "./tier"

type Reviewed = {
  position: number
  module_order: number
  section: SectionType
  domain: string
  topic: string
  difficulty_level: number
  user_answer: string | null
  is_correct: boolean | null
  correct_answer: string | null
  accepted_answers: string[] | null
}

export type MissedQuestion = {
  /** "Module 2, question 5" */
  label: string
  moduleOrder: number
  position: number
  difficulty: number
  /** What the student gave, or "No answer". */
  answer: string
  /** The key: a letter, or the accepted answers of a student-produced response. */
  key: string
}

export type MissedSkill = {
  section: SectionType
  sectionName: string
  domain: string
  skill: string
  questions: MissedQuestion[]
}

const SECTION_ORDER: readonly SectionType[] = ["reading_writing", "math"]

/** The key as a student reads it: "B", or "3/4 or 0.75" for a student-produced response. */
export function keyText(q: Pick<Reviewed, "correct_answer" | "accepted_answers">): string {
  if (q.correct_answer) return q.correct_answer
  if (q.accepted_answers?.length) return q.accepted_answers.join(" or ")
  return "—"
}

/**
 * Missed questions (wrong or blank: a blank counts as a miss, as in
 * scoring) grouped by skill: Reading and Writing first, then the skills with
 * the most misses, then by name; inside a skill in test order.
 */
export function missedBySkill(questions: readonly Reviewed[]): MissedSkill[] {
  const skills = new Map<string, MissedSkill>()
  for (const q of questions) {
    if (q.user_answer != null && q.is_correct === true) continue
    const id = `${q.section}\u0000${q.domain}\u0000${q.topic}`
    const s = skills.get(id) ?? {
      section: q.section,
      sectionName: sectionName(q.section),
      domain: q.domain,
      skill: q.topic,
      questions: [],
    }
    s.questions.push({
      label: `Module ${q.module_order}, question ${q.position}`,
      moduleOrder: q.module_order,
      position: q.position,
      difficulty: q.difficulty_level,
      answer: q.user_answer ?? "No answer",
      key: keyText(q),
    })
    skills.set(id, s)
  }
  for (const s of skills.values()) s.questions.sort((a, b) => a.moduleOrder - b.moduleOrder || a.position - b.position)
  return [...skills.values()].sort(
    (a, b) =>
      SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section) ||
      b.questions.length - a.questions.length ||
      a.skill.localeCompare(b.skill),
  )
}

/** "75th" */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th")
  return `${n}${suffix}`
}
