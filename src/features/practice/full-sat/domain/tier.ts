/** Names shown for modules and tiers. The tier is never shown during the test, only on results. */

export type Tier = "standard" | "easier" | "harder"
export type SectionType = "reading_writing" | "math"

const SECTION_NAMES: Record<SectionType, string> = { reading_writing: "Reading and Writing", math: "Math" }

/** The label for an adaptive module's tier on the results page; null for the fixed first modules. */
export function tierLabel(tier: Tier): string | null {
  if (tier === "harder") return "Harder module"
  if (tier === "easier") return "Easier module"
  return null
}

export function sectionName(section: SectionType): string {
  return SECTION_NAMES[section]
}

/** Modules 1-2 are section 1, modules 3-4 section 2; each section has a module 1 and 2. */
export function moduleTitle(order: number, section: SectionType): string {
  const sectionNo = order <= 2 ? 1 : 2
  const moduleNo = order % 2 === 1 ? 1 : 2
  return `Section ${sectionNo}, Module ${moduleNo}: ${SECTION_NAMES[section]}`
}
