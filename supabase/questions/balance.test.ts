import { beforeAll, describe, expect, it } from "vitest"
import { bankFloorProblems, harderPoolProblems, skillProblems, TEST_SKILLS } from "./balance"
import { loadBank, type LoadedQuestion } from "./load"
import { DOMAINS, FULL_SATS, MODULE_SIZE } from "./schema"

const item = (pool: string, section: "reading_writing" | "math", topic: string, level: number) => ({
  pool,
  section,
  topic,
  difficulty_level: level,
})
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i))
const mathSkills = Object.values(DOMAINS)
  .filter((d) => d.type === "math")
  .flatMap((d) => d.skills)

describe("harderPoolProblems", () => {
  const pool = (levels: number[]) => levels.map((l) => item("sat4-m2-harder", "math", "Linear functions", l))
  it.each([
    ["a pool at the hard end", [...times(11, () => 8), ...times(11, () => 7)], []],
    ["a pool whose mean is under 7.5", [...times(8, () => 8), ...times(13, () => 7), 5], ["mean level 7.27 < 7.5"]],
    ["a pool with too few at 8-9", [...times(7, () => 9), ...times(15, () => 7)], ["32% at level 8-9 < 33%"]],
    ["a pool still being written", times(5, () => 5), []],
  ])("%s", (_, levels, expected) => {
    const problems = harderPoolProblems("sat4-m2-harder", "math", pool(levels))
    expect(problems.map((p) => p.replace("sat4-m2-harder math: ", ""))).toEqual(expected)
  })
})

describe("skillProblems", () => {
  const t4 = FULL_SATS[3]
  const rwPool = (pool: string, wic: number) => [
    ...times(wic, () => item(pool, "reading_writing", "Words in Context", 5)),
    ...times(27 - wic - 4, () => item(pool, "reading_writing", "Boundaries", 5)),
    ...times(4, () => item(pool, "reading_writing", "Transitions", 5)),
  ]
  it("names each skill outside its range in a complete pool, and ignores an incomplete one", () => {
    const problems = skillProblems(t4, [...rwPool("sat4-m1", 3), ...rwPool("sat4-m2-easier", 5).slice(1)])
    expect(problems).toContain("sat4-m1 reading_writing: Words in Context has 3 (allowed 4-6)")
    expect(problems).toContain("sat4-m1 reading_writing: Boundaries has 20 (allowed 3-5)")
    expect(problems.some((p) => p.startsWith("sat4-m2-easier"))).toBe(false)
  })
  it("asks every rare Math skill of the test once its Math pools are complete", () => {
    const pools = Object.values(t4.pools)
    const full = pools.flatMap((p) => times(MODULE_SIZE.math, () => item(p, "math", "Linear functions", 5)))
    expect(skillProblems(t4, full).filter((p) => p.startsWith("full-sat-4 math: no"))).toHaveLength(TEST_SKILLS.length)
    expect(skillProblems(t4, full.slice(1)).filter((p) => p.startsWith("full-sat-4"))).toEqual([])
  })
})

describe("bankFloorProblems", () => {
  it("lists every shortfall, and none for a bank that meets the floors", () => {
    const rich = [
      ...mathSkills.flatMap((s) => times(15, (i) => item("bank", "math", s, i < 3 ? 9 : 8))),
      ...times(20, () => item("bank", "reading_writing", "Words in Context", 9)),
      ...times(80, () => item("bank", "reading_writing", "Boundaries", 5)),
    ]
    expect(bankFloorProblems(rich, mathSkills)).toEqual([])
    const thin = rich.filter((q) => !(q.topic === "Circles" && q.difficulty_level === 8))
    expect(bankFloorProblems(thin, mathSkills)).toEqual(["math: Circles has 3 < 15"])
  })
})

// The real bank. Round 3's targets hold for every full SAT: tests 4-6 were written to them, and
// tests 1-3 were brought to them (hard top sets, then the skill fill of round3-fill-*.json).
const ROUND3 = FULL_SATS
describe("the bank", () => {
  it("checks all six full SATs", () => {
    expect(ROUND3.map((t) => t.number)).toEqual([1, 2, 3, 4, 5, 6])
  })
  let bank: LoadedQuestion[]
  beforeAll(async () => {
    ;({ questions: bank } = await loadBank())
  })
  it.each(ROUND3.map((t) => [t.slug, t] as const))("%s: harder pools at the hard end", (_, test) => {
    expect([
      ...harderPoolProblems(test.pools.harder, "reading_writing", bank),
      ...harderPoolProblems(test.pools.harder, "math", bank),
    ]).toEqual([])
  })
  it.each(ROUND3.map((t) => [t.slug, t] as const))("%s: every skill in its usual count", (_, test) => {
    expect(skillProblems(test, bank)).toEqual([])
  })
  // Every Math skill at 15 or more (the PSDA skills were filled to 16 in round 3b,
  // math-psda-round3.json), Words in Context at 14 % of Reading and Writing, and the top.
  it("meets the bank's floors", () => {
    expect(bankFloorProblems(bank, mathSkills)).toEqual([])
  })
})
