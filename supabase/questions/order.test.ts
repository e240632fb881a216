import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { questionsDir } from "./load"
import { isOrdered, optionValue, optionValues } from "./option-value"

// Content checks on the raw question files (options as written, before the
// maths is rendered): numeric choices in order, the Math floor of the full
// SAT, and the share of student-produced responses.

type Raw = {
  id: string
  section: string
  pool: string
  format: string
  difficulty_level: number
  options?: Record<string, string>
}

// Practice Test 2: expressions, pairs, sentences and angle measures.
const T2_NON_NUMERIC = [
  "t2-ma-eqx-001",
  "t2-mg-tri-001",
  "t2-ma-ineq-003",
  "t2-ma-eqx-003",
  "t2-ma-quad-003",
  "t2-ma-lin-005",
  "t2-ma-ineq-005",
  "t2-ma-eqx-005",
  "t2-md-inf-001",
]

// Practice Test 5, Math: expressions, pairs of values, ordered pairs and sentences.
const T5_NON_NUMERIC = [
  "t5-ma-lin-002",
  "t5-ma-eqx-001",
  "t5-ma-nlf-002",
  "t5-md-stud-001",
  "t5-ma-lfn-004",
  "t5-ma-eqx-004",
  "t5-ma-eqx-005",
  "t5-ma-ltv-003",
  "t5-ma-eqx-007",
  "t5-ma-eqx-008",
  "t5-md-inf-002",
  "t5-md-stud-002",
]

// Hard-top Math sets (issue 18, top-math.json).
const HTOP_NON_NUMERIC = [
  ...["h1-ma-eqx-003", "h1-ma-nsys-001", "h1-ma-nlf-001", "h1-md-stud-001", "h1-md-inf-001"],
  ...["h2-ma-lin-002", "h2-md-dist-001", "h2-md-stud-001"],
  ...["h3-ma-lin-002", "h3-ma-sys-001", "h3-md-inf-001", "h3-md-scat-001"],
]

/**
 * Math multiple-choice items whose options are not four numbers (see the rule
 * in option-value.ts): expressions in a variable, equations, ordered pairs,
 * pairs of solutions ("4 and -3"), inequalities, and sentences. Listing them
 * makes a new item that fails to parse a conscious choice, not a silent skip.
 */
const NON_NUMERIC = [
  ...T2_NON_NUMERIC,
  // expressions, equations and inequalities in a variable
  ...["ma-eqx-001", "ma-eqx-003", "ma-eqx-004", "ma-eqx-005", "ma-eqx-006", "ma-eqx-008", "ma-eqx-009"],
  ...["ma-eqx-010", "ma-eqx-011", "ma-exp-002", "ma-exp-003", "ma-exp-005", "ma-rat-001", "ma-lfn-003"],
  ...["ma-lfn-011", "ma-ltv-005", "ma-lin-005", "ma-lfn-012"],
  ...["ma-nlf-006", "ma-nlf-009", "ma-ineq-005", "ma-ineq-006"],
  // ordered pairs and pairs or lists of values
  ...["ma-lfn-005", "ma-ltv-006", "ma-nsys-002", "ma-quad-001", "ma-quad-004", "ma-nlf-010", "ma-nsys-006"],
  ...["mg-circ-004", "mg-circ-005"],
  // sentences
  ...["ma-exp-001", "ma-lfn-010", "ma-quad-003", "md-dist-004"],
  ...["md-inf-001", "md-inf-004", "md-scat-003", "md-scat-004", "md-stud-001", "md-stud-002", "md-stud-003"],
  // Practice Test 3, Math (expressions and sentences)
  ...["t3-ma-eqx-001", "t3-ma-eqx-004", "t3-ma-eqx-005", "t3-ma-eqx-008", "t3-ma-nlf-002", "t3-ma-nlf-006"],
  ...["t3-md-stud-001"],
  // Practice Test 4, Math (expressions, pairs of values, sentences)
  ...["t4-ma-eqx-001", "t4-ma-eqx-002", "t4-ma-eqx-004", "t4-ma-eqx-005", "t4-ma-eqx-006", "t4-ma-eqx-008"],
  ...["t4-ma-lfn-004", "t4-ma-lin-006", "t4-ma-ltv-001", "t4-ma-nlf-002", "t4-ma-nlf-005", "t4-ma-nlf-006"],
  ...["t4-ma-nlf-008", "t4-ma-nsys-005", "t4-md-inf-004", "t4-md-stud-001", "t4-md-stud-003"],
  // Practice Test 6, Math (expressions, statements about constants, and sentences)
  ...["t6-ma-eqx-004", "t6-ma-eqx-006", "t6-ma-eqx-007", "t6-ma-eqx-008", "t6-ma-lfn-002", "t6-ma-lfn-006"],
  ...["t6-ma-lin-001", "t6-ma-nlf-008", "t6-md-dist-001", "t6-md-inf-001", "t6-md-stud-001", "t6-md-stud-002"],
  // Practice Test 5, Math (expressions, pairs, ordered pairs and sentences)
  ...T5_NON_NUMERIC,
  // hard-top Math sets for tests 1-3 (top-math.json): expressions, solution sets and sentences
  ...HTOP_NON_NUMERIC,
  // round-3 PSDA fill (math-psda-round3.json): sentences
  ...["md-dist-023", "md-inf-022", "md-scat-021", "md-stud-021", "md-stud-022", "md-stud-023", "md-stud-024"],
  // round-3 fill of tests 1-3 (round3-fill-math.json): expressions and sentences
  ...["t2-ma-eqx-081", "t3-md-stud-081"],
  // round-3c hard Math replacements (hard-math-round3c.json): expressions, equations and sentences
  ...["h2-ma-lin-050", "h2-md-stud-050"],
  // round-3e floor replacements (floor-math-d.json): expressions and sentences
  ...["t4-ma-eqx-201", "t4-ma-eqx-202", "t4-ma-eqx-203", "t5-ma-lin-202", "t6-ma-eqx-202", "t6-ma-eqx-203"],
].sort()

describe("optionValue", () => {
  it.each([
    ["12", 12],
    ["2,187", 2187],
    ["0.40", 0.4],
    ["$12.50", 12.5],
    ["-$3", -3],
    ["3.5 cm", 3.5],
    ["120 square centimeters", 120],
    ["45%", 45],
    ["3/4", 0.75],
    ["\\(\\frac{3}{4}\\)", 0.75],
    ["\\(-\\frac{7}{2}\\)", -3.5],
    ["\\(\\dfrac{1}{8}\\)", 0.125],
    ["\\(-3\\)", -3],
    ["−3", -3],
    ["\\(28{,}000\\)", 28000],
    ["\\(3\\pi\\)", 3 * Math.PI],
    ["\\(\\frac{3\\pi}{4}\\)", (3 * Math.PI) / 4],
    ["\\(144 - 36\\pi\\)", 144 - 36 * Math.PI],
    ["\\(7\\sqrt{3}\\)", 7 * Math.sqrt(3)],
    ["\\(6 + 2\\sqrt{3}\\)", 6 + 2 * Math.sqrt(3)],
    ["\\(-1 + \\sqrt{6}\\)", -1 + Math.sqrt(6)],
    ["\\(2^{3}\\)", 8],
    ["\\(12 \\cdot 3\\)", 36],
  ])("reads %s as %d", (text, value) => {
    expect(optionValue(text)).toBeCloseTo(value, 9)
  })

  it.each([
    "\\(x + 1\\)",
    "\\(4x^{2} + 3x\\)",
    "\\((1, 2)\\)",
    "\\(4\\) and \\(-3\\)",
    "\\(1\\) only",
    "Exactly one",
    "Center \\((2, -5)\\); radius 7",
    "\\(f(5) > f(7)\\)",
    "12 apples and 3 pears",
    "",
  ])("reads %s as not a number", (text) => {
    expect(optionValue(text)).toBeNull()
  })

  it("accepts either direction but not a mix or a tie", () => {
    expect(isOrdered([1, 2, 3, 4])).toBe(true)
    expect(isOrdered([4, 3, 2, 1])).toBe(true)
    expect(isOrdered([3, 6, 14, 7])).toBe(false)
    expect(isOrdered([1, 2, 2, 3])).toBe(false)
  })
})

describe("question bank order and floor", () => {
  let raw: Raw[]
  beforeAll(async () => {
    const files = (await readdir(questionsDir)).filter((f) => f.endsWith(".json")).sort()
    raw = (
      await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(questionsDir, f), "utf8")) as Raw[]))
    ).flat()
  })
  const math = () => raw.filter((q) => q.section === "math")

  it("lists every numeric multiple-choice option set in order of value", () => {
    const offenders = raw
      .filter((q) => q.format === "mcq" && q.options)
      .map((q) => ({ id: q.id, values: optionValues(q.options!) }))
      .filter((q) => q.values && !isOrdered(q.values))
      .map((q) => `${q.id}: ${q.values!.map((v) => +v.toFixed(3)).join(", ")}`)
    expect(offenders, `numeric choices out of order:\n${offenders.join("\n")}`).toEqual([])
  })

  it("treats exactly the listed Math items as non-numeric", () => {
    const nonNumeric = math()
      .filter((q) => q.format === "mcq" && q.options && !optionValues(q.options))
      .map((q) => q.id)
      .sort()
    expect(nonNumeric).toEqual(NON_NUMERIC)
  })

  it("makes Math's harder tier at least 2 levels harder on average than its easier tier", () => {
    const mean = (pool: string) => {
      const l = math()
        .filter((q) => q.pool === pool)
        .map((q) => q.difficulty_level)
      return l.reduce((a, b) => a + b, 0) / l.length
    }
    expect(mean("sat-m2-harder") - mean("sat-m2-easier")).toBeGreaterThanOrEqual(2)
  })

  it("keeps student-produced responses at 20-30% of Math", () => {
    const share = math().filter((q) => q.format === "spr").length / math().length
    expect(share).toBeGreaterThanOrEqual(0.2)
    expect(share).toBeLessThanOrEqual(0.3)
  })
})
