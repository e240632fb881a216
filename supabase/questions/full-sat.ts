import { DOMAIN_SHARES, DOMAIN_TOLERANCE, FULL_SATS, MODULE_SIZE, SECTIONS, type FullSat, type Section } from "./schema"
import type { Question } from "./validate"

/** One pool of one full SAT for one section, e.g. test 2's harder Math pool. */
export type PoolCount = { pool: string; section: Section; count: number; size: number }

/** The pools a full SAT draws from, each with how many questions it holds and needs. */
export function poolCounts(test: FullSat, questions: Pick<Question, "pool" | "section">[]): PoolCount[] {
  return Object.values(test.pools).flatMap((pool) =>
    SECTIONS.map((section) => ({
      pool,
      section,
      count: questions.filter((q) => q.pool === pool && q.section === section).length,
      size: MODULE_SIZE[section],
    })),
  )
}

/** A full SAT may go live only when each of its six pools holds exactly a module's worth. */
export function isComplete(test: FullSat, questions: Pick<Question, "pool" | "section">[]): boolean {
  return poolCounts(test, questions).every((p) => p.count === p.size)
}

/** Which full SATs are complete (and so active), by slug. */
export function fullSatActivity(questions: Pick<Question, "pool" | "section">[]): Record<string, boolean> {
  return Object.fromEntries(FULL_SATS.map((t) => [t.slug, isComplete(t, questions)]))
}

/** The allowed number of questions of `domain` in a pool of `size`: share x size ± DOMAIN_TOLERANCE. */
export function domainRange(section: Section, domain: string): { min: number; max: number } {
  const target = DOMAIN_SHARES[section][domain]! * MODULE_SIZE[section]
  return { min: Math.ceil(target - DOMAIN_TOLERANCE), max: Math.floor(target + DOMAIN_TOLERANCE) }
}

/**
 * Domain mix problems of one pool. A complete pool must sit inside every
 * domain's range; a pool still being filled may not exceed any maximum
 * (so it can still be completed within the ranges).
 */
export function domainProblems(
  pool: string,
  section: Section,
  questions: Pick<Question, "pool" | "section" | "domain">[],
) {
  const inPool = questions.filter((q) => q.pool === pool && q.section === section)
  const complete = inPool.length === MODULE_SIZE[section]
  return Object.keys(DOMAIN_SHARES[section]).flatMap((domain) => {
    const n = inPool.filter((q) => q.domain === domain).length
    const { min, max } = domainRange(section, domain)
    if (n > max || (complete && n < min)) return [`${pool} ${section}: ${domain} has ${n} (allowed ${min}-${max})`]
    return []
  })
}
