/**
 * The figures of a full SAT's results screen, from the server's graded
 * result: one row per module (with the tier of modules 2 and 4, the only
 * place a student sees it), the answer counts, and accuracy per domain and
 * skill (the bank's `domain`, and its `topic` as the skill).
 */
import { percent } from "../../session/domain/progress"
import { moduleTitle, sectionName, tierLabel, type SectionType, type Tier } from "./tier"

export type ModuleOutcome = {
  module_order: number
  section_type: SectionType
  tier: Tier
  correct: number
  total: number
}

export type ModuleRow = {
  order: number
  /** "Section 1, Module 2: Reading and Writing" */
  title: string
  correct: number
  total: number
  percent: number
  /** "Harder module" / "Easier module" for modules 2 and 4; null for the fixed first modules. */
  tier: string | null
}

/** The modules in the order they were taken. */
export function moduleRows(modules: readonly ModuleOutcome[]): ModuleRow[] {
  return [...modules]
    .sort((a, b) => a.module_order - b.module_order)
    .map((m) => ({
      order: m.module_order,
      title: moduleTitle(m.module_order, m.section_type),
      correct: m.correct,
      total: m.total,
      percent: percent(m.correct, m.total),
      tier: tierLabel(m.tier),
    }))
}

type Graded = { user_answer: string | null; is_correct: boolean | null }

/** Right, wrong and blank answers (a blank submitted module stores blanks as incorrect: they count as unanswered). */
export function answerCounts(questions: readonly Graded[]) {
  const unanswered = questions.filter((q) => q.user_answer == null).length
  const correct = questions.filter((q) => q.user_answer != null && q.is_correct === true).length
  return { correct, incorrect: questions.length - correct - unanswered, unanswered, total: questions.length }
}

export type Accuracy = { correct: number; total: number; percent: number }
export type SkillAccuracy = Accuracy & { skill: string }
export type DomainAccuracy = Accuracy & {
  section: SectionType
  sectionName: string
  domain: string
  skills: SkillAccuracy[]
}

type Tagged = Graded & { section: SectionType; domain: string; topic: string }

const SECTION_ORDER: readonly SectionType[] = ["reading_writing", "math"]

function tally(map: Map<string, { correct: number; total: number }>, key: string, right: boolean) {
  const t = map.get(key) ?? { correct: 0, total: 0 }
  t.total += 1
  if (right) t.correct += 1
  map.set(key, t)
}

/**
 * Accuracy per domain, Reading and Writing first, domains by name, and inside
 * each its skills weakest first (ties: more questions first, then by name).
 * A blank counts as a miss.
 */
export function domainAccuracy(questions: readonly Tagged[]): DomainAccuracy[] {
  const domains = new Map<
    string,
    { section: SectionType; domain: string; skills: Map<string, { correct: number; total: number }> }
  >()
  for (const q of questions) {
    const key = `${q.section}\u0000${q.domain}`
    const d = domains.get(key) ?? { section: q.section, domain: q.domain, skills: new Map() }
    tally(d.skills, q.topic, q.user_answer != null && q.is_correct === true)
    domains.set(key, d)
  }
  return [...domains.values()]
    .map((d) => {
      const skills = [...d.skills]
        .map(([skill, t]) => ({ skill, ...t, percent: percent(t.correct, t.total) }))
        .sort((a, b) => a.percent - b.percent || b.total - a.total || a.skill.localeCompare(b.skill))
      const correct = skills.reduce((n, s) => n + s.correct, 0)
      const total = skills.reduce((n, s) => n + s.total, 0)
      return {
        section: d.section,
        sectionName: sectionName(d.section),
        domain: d.domain,
        correct,
        total,
        percent: percent(correct, total),
        skills,
      }
    })
    .sort(
      (a, b) => SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section) || a.domain.localeCompare(b.domain),
    )
}
