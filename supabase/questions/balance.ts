import { MODULE_SIZE, type FullSat, type Section } from "./schema"
import type { Question } from "./validate"

/**
 * Round-3 balance rules (issue 18): how hard a harder second module must be,
 * how many of each skill a full SAT holds, and the bank's floors. Pure
 * functions over the bank; `balance.test.ts` runs them on the real files.
 */
type Item = Pick<Question, "pool" | "section" | "topic" | "difficulty_level">

/** A harder second module sits at the hard end of the real test. */
export const HARDER_POOL = { minMean: 7.5, minShareEightNine: 1 / 3 } as const

/** Skill counts per complete pool, the official module's usual count ± 1 (Words in Context at least 4). */
export const POOL_SKILLS: Record<Section, Record<string, { min: number; max: number }>> = {
  reading_writing: {
    "Words in Context": { min: 4, max: 6 },
    "Text Structure and Purpose": { min: 1, max: 3 },
    "Cross-Text Connections": { min: 1, max: 2 },
    "Central Ideas and Details": { min: 1, max: 3 },
    "Command of Evidence (Textual)": { min: 1, max: 3 },
    "Command of Evidence (Quantitative)": { min: 1, max: 2 },
    Inferences: { min: 1, max: 3 },
    Boundaries: { min: 3, max: 5 },
    "Form, Structure, and Sense": { min: 2, max: 4 },
    Transitions: { min: 2, max: 3 },
    "Rhetorical Synthesis": { min: 2, max: 4 },
  },
  math: {
    "Linear equations in one variable": { min: 1, max: 3 },
    "Linear equations in two variables": { min: 1, max: 2 },
    "Linear functions": { min: 1, max: 3 },
    "Systems of two linear equations in two variables": { min: 1, max: 3 },
    "Linear inequalities in one or two variables": { min: 1, max: 2 },
    "Equivalent expressions": { min: 2, max: 4 },
    "Nonlinear equations in one variable and systems of equations in two variables": { min: 1, max: 3 },
    "Nonlinear functions": { min: 2, max: 4 },
  },
}

/** Skills too rare for every module: each appears at least once in every full SAT's three Math pools. */
export const TEST_SKILLS: string[] = [
  "Ratios, rates, proportional relationships, and units",
  "Percentages",
  "One-variable data: distributions and measures of center and spread",
  "Two-variable data: models and scatterplots",
  "Probability and conditional probability",
  "Inference from sample statistics and margin of error",
  "Evaluating statistical claims: observational studies and experiments",
  "Area and volume",
  "Lines, angles, and triangles",
  "Right triangles and trigonometry",
  "Circles",
]

/** The bank as a whole: enough of every Math skill to practise, Words in Context near its real share, a real top. */
export const BANK_FLOORS = {
  mathSkill: 15,
  wordsInContextShare: 0.14,
  levelNine: 60,
  levelNineMath: 30,
  levelEightNine: 150,
} as const

const inPool = (pool: string, section: Section, items: Item[]) =>
  items.filter((q) => q.pool === pool && q.section === section)

/** Level problems of a complete harder pool: mean and share at 8-9. */
export function harderPoolProblems(pool: string, section: Section, items: Item[]): string[] {
  const pooled = inPool(pool, section, items)
  if (pooled.length !== MODULE_SIZE[section]) return []
  const mean = pooled.reduce((a, q) => a + q.difficulty_level, 0) / pooled.length
  const share = pooled.filter((q) => q.difficulty_level >= 8).length / pooled.length
  const problems: string[] = []
  if (mean < HARDER_POOL.minMean) problems.push(`${pool} ${section}: mean level ${mean.toFixed(2)} < 7.5`)
  if (share < HARDER_POOL.minShareEightNine)
    problems.push(`${pool} ${section}: ${(share * 100).toFixed(0)}% at level 8-9 < 33%`)
  return problems
}

/** Skill problems of a full SAT: every complete pool within POOL_SKILLS, every TEST_SKILL present once the Math pools are complete. */
export function skillProblems(test: FullSat, items: Item[]): string[] {
  const pools = Object.values(test.pools)
  const problems: string[] = []
  for (const section of ["reading_writing", "math"] as const)
    for (const pool of pools) {
      const pooled = inPool(pool, section, items)
      if (pooled.length !== MODULE_SIZE[section]) continue
      for (const [skill, { min, max }] of Object.entries(POOL_SKILLS[section])) {
        const n = pooled.filter((q) => q.topic === skill).length
        if (n < min || n > max) problems.push(`${pool} ${section}: ${skill} has ${n} (allowed ${min}-${max})`)
      }
    }
  const math = pools.map((pool) => inPool(pool, "math", items))
  if (math.every((p) => p.length === MODULE_SIZE.math))
    for (const skill of TEST_SKILLS)
      if (!math.flat().some((q) => q.topic === skill)) problems.push(`${test.slug} math: no ${skill} question`)
  return problems
}

/** The bank's floors (BANK_FLOORS), as a list of shortfalls. */
export function bankFloorProblems(items: Item[], mathSkills: string[]): string[] {
  const problems: string[] = []
  for (const skill of mathSkills) {
    const n = items.filter((q) => q.section === "math" && q.topic === skill).length
    if (n < BANK_FLOORS.mathSkill) problems.push(`math: ${skill} has ${n} < ${BANK_FLOORS.mathSkill}`)
  }
  const rw = items.filter((q) => q.section === "reading_writing")
  const wic = rw.filter((q) => q.topic === "Words in Context").length / rw.length
  if (wic < BANK_FLOORS.wordsInContextShare)
    problems.push(`Words in Context is ${(wic * 100).toFixed(1)}% of Reading and Writing < 14%`)
  const nine = items.filter((q) => q.difficulty_level === 9)
  if (nine.length < BANK_FLOORS.levelNine) problems.push(`${nine.length} level-9 items < ${BANK_FLOORS.levelNine}`)
  const nineMath = nine.filter((q) => q.section === "math").length
  if (nineMath < BANK_FLOORS.levelNineMath)
    problems.push(`${nineMath} level-9 Math items < ${BANK_FLOORS.levelNineMath}`)
  const top = items.filter((q) => q.difficulty_level >= 8).length
  if (top < BANK_FLOORS.levelEightNine) problems.push(`${top} items at level 8-9 < ${BANK_FLOORS.levelEightNine}`)
  return problems
}
