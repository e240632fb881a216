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

export const POOLS = ["sat-m1", "sat-m2-easier", "sat-m2-harder", "section", "bank"] as const
export type Pool = (typeof POOLS)[number]

/** Where each pool's questions go: the practice test (by slug) and the difficulty tier. */
export function poolTarget(pool: Pool, type: QuestionType): { testSlug: string | null; tier: string } {
  switch (pool) {
    case "sat-m1":
      return { testSlug: "full-sat-1", tier: "standard" }
    case "sat-m2-easier":
      return { testSlug: "full-sat-1", tier: "easier" }
    case "sat-m2-harder":
      return { testSlug: "full-sat-1", tier: "harder" }
    case "section":
      return { testSlug: `${type}-section-1`, tier: "standard" }
    case "bank":
      return { testSlug: null, tier: "standard" }
  }
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
