import { moduleTitle, type SectionType } from "./tier"

type ModuleInfo = {
  module_order: number
  section_type: SectionType
  question_count: number
  time_limit_minutes: number
}

/** "Section 1, Module 2: Reading and Writing · 27 questions · 32 minutes": what the Up next screen says. */
export function upNextLine(m: ModuleInfo): { title: string; detail: string } {
  return {
    title: moduleTitle(m.module_order, m.section_type),
    detail: `${m.question_count} question${m.question_count === 1 ? "" : "s"} · ${m.time_limit_minutes} minutes`,
  }
}

/**
 * Whether a module opens behind an Up next screen: the modules after another
 * module (2 and 4). Module 1 follows the intro, module 3 the break, and
 * both of those already say what comes next.
 */
export const showsUpNext = (order: number) => order === 2 || order === 4
