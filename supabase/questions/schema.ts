/** The official domains and skills, the pools, and the legacy labels the import accepts. */

export const SECTIONS = ["reading_writing", "math"] as const
export const QUESTION_TYPES = ["reading", "writing", "math"] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
export type Section = (typeof SECTIONS)[number]

export const DOMAINS: Record<string, { type: QuestionType; skills: string[] }> = {
  "Information and Ideas": {
    type: "reading",
    skills: [
      "Central Ideas and Details",
      "Command of Evidence (Textual)",
      "Command of Evidence (Quantitative)",
      "Inferences",
    ],
  },
  "Craft and Structure": {
    type: "reading",
    skills: ["Words in Context", "Text Structure and Purpose", "Cross-Text Connections"],
  },
  "Standard English Conventions": { type: "writing", skills: ["Boundaries", "Form, Structure, and Sense"] },
  "Expression of Ideas": { type: "writing", skills: ["Transitions", "Rhetorical Synthesis"] },
  Algebra: {
    type: "math",
    skills: [
      "Linear equations in one variable",
      "Linear equations in two variables",
      "Linear functions",
      "Systems of two linear equations in two variables",
      "Linear inequalities in one or two variables",
    ],
  },
  "Advanced Math": {
    type: "math",
    skills: [
      "Equivalent expressions",
      "Nonlinear equations in one variable and systems of equations in two variables",
      "Nonlinear functions",
    ],
  },
  "Problem-Solving and Data Analysis": {
    type: "math",
    skills: [
      "Ratios, rates, proportional relationships, and units",
      "Percentages",
      "One-variable data: distributions and measures of center and spread",
      "Two-variable data: models and scatterplots",
      "Probability and conditional probability",
      "Inference from sample statistics and margin of error",
      "Evaluating statistical claims: observational studies and experiments",
    ],
  },
  "Geometry and Trigonometry": {
    type: "math",
    skills: ["Area and volume", "Lines, angles, and triangles", "Right triangles and trigonometry", "Circles"],
  },
}

/** Order of domains inside a Reading and Writing module, as on the digital SAT. */
export const DOMAIN_ORDER = [
  "Craft and Structure",
  "Information and Ideas",
  "Standard English Conventions",
  "Expression of Ideas",
]

/**
 * The three numbered full SATs. Each has a module-1 pool and the easier and
 * harder pools of its adaptive module 2, per section (Reading and Writing
 * modules 1-2, Math modules 3-4). A test goes live (is_active) only when all
 * six of its pools are complete; until then its practice_tests row exists
 * but is inactive (the seed's last statements decide, see to-sql.ts).
 */
export const FULL_SATS = [1, 2, 3, 4, 5, 6].map((n) => {
  const prefix = n === 1 ? "sat" : `sat${n}`
  return {
    number: n,
    slug: `full-sat-${n}`,
    title: `Full SAT Practice Test ${n}`,
    pools: { standard: `${prefix}-m1`, easier: `${prefix}-m2-easier`, harder: `${prefix}-m2-harder` },
  } as const
})
export type FullSat = (typeof FULL_SATS)[number]

/** Questions per module pool: 27 Reading and Writing, 22 Math (as on the digital SAT). */
export const MODULE_SIZE = { reading_writing: 27, math: 22 } as const

/**
 * The official share of each domain in a module (College Board's test
 * specifications). A full SAT pool may differ from share x pool size by at
 * most DOMAIN_TOLERANCE questions.
 */
export const DOMAIN_SHARES: Record<Section, Record<string, number>> = {
  reading_writing: {
    "Craft and Structure": 0.28,
    "Information and Ideas": 0.26,
    "Standard English Conventions": 0.26,
    "Expression of Ideas": 0.2,
  },
  math: {
    Algebra: 0.35,
    "Advanced Math": 0.35,
    "Problem-Solving and Data Analysis": 0.15,
    "Geometry and Trigonometry": 0.15,
  },
}
export const DOMAIN_TOLERANCE = 1.5

export const POOLS = [
  ...FULL_SATS.flatMap((t) => [t.pools.standard, t.pools.easier, t.pools.harder]),
  "section",
  "bank",
] as const
export type Pool = (typeof POOLS)[number]

/** Where each pool's questions go: the practice test (by slug) and the difficulty tier. */
export function poolTarget(pool: Pool, type: QuestionType): { testSlug: string | null; tier: string } {
  if (pool === "section") return { testSlug: `${type}-section-1`, tier: "standard" }
  for (const t of FULL_SATS)
    for (const [tier, name] of Object.entries(t.pools)) if (name === pool) return { testSlug: t.slug, tier }
  return { testSlug: null, tier: "standard" }
}

/** Labels older data used for question types (the spec's list), mapped to ours. */
export const LEGACY_TYPES: Record<string, QuestionType> = {
  math: "math",
  Math: "math",
  reading: "reading",
  Reading: "reading",
  "Reading Comprehension": "reading",
  writing: "writing",
  Writing: "writing",
  "Writing and Language": "writing",
}

/** Older data graded difficulty in words; they map to the middle of each band. */
export const LEGACY_DIFFICULTY: Record<string, number> = { easy: 2, medium: 5, hard: 8 }
