import { readFile } from "node:fs/promises"
import { beforeAll, describe, expect, it } from "vitest"
import { sprValue } from "../../src/features/practice/session/domain/spr"
import { loadIrtLevels } from "./irt-level"
import { loadBank, questionsDir, seedFile, type LoadedQuestion } from "./load"
import { DOMAINS } from "./schema"
import { bankToSql } from "./to-sql"

// The content suite: the real bank, as the seed loads it.
let bank: LoadedQuestion[]
let problems: Awaited<ReturnType<typeof loadBank>>["problems"]

beforeAll(async () => {
  ;({ questions: bank, problems } = await loadBank())
})

const where = (pool: string, section: string) => bank.filter((q) => q.pool === pool && q.section === section)

describe("question bank", () => {
  it("has no invalid question", () => {
    expect(problems.map((p) => `${p.file}: ${p.id}: ${p.field}: ${p.message}`)).toEqual([])
  })

  it("holds at least 300 questions", () => {
    expect(bank.length).toBeGreaterThanOrEqual(300)
  })

  it.each([
    ["sat-m1", "reading_writing", 27],
    ["sat-m2-easier", "reading_writing", 27],
    ["sat-m2-harder", "reading_writing", 27],
    ["sat-m1", "math", 22],
    ["sat-m2-easier", "math", 22],
    ["sat-m2-harder", "math", 22],
  ])("fills the full SAT pool %s for %s with %d questions", (pool, section, n) => {
    expect(where(pool, section)).toHaveLength(n)
  })

  it.each(["math", "reading", "writing"])("has 20 questions for the %s section test", (type) => {
    expect(bank.filter((q) => q.pool === "section" && q.question_type === type)).toHaveLength(20)
  })

  it.each([
    ["sat-m2-easier", 1, 5],
    ["sat-m2-harder", 5, 9],
  ])("keeps %s within difficulty %d-%d", (pool, lo, hi) => {
    const levels = bank.filter((q) => q.pool === pool).map((q) => q.difficulty_level)
    expect(Math.min(...levels)).toBeGreaterThanOrEqual(lo)
    expect(Math.max(...levels)).toBeLessThanOrEqual(hi)
  })

  it("makes the harder tier harder on average than the easier one", () => {
    const mean = (pool: string) => {
      const l = bank.filter((q) => q.pool === pool).map((q) => q.difficulty_level)
      return l.reduce((a, b) => a + b, 0) / l.length
    }
    expect(mean("sat-m2-harder") - mean("sat-m2-easier")).toBeGreaterThanOrEqual(2)
  })

  it("covers every official skill", () => {
    const covered = new Set(bank.map((q) => `${q.domain}/${q.topic}`))
    const missing = Object.entries(DOMAINS)
      .flatMap(([d, { skills }]) => skills.map((s) => `${d}/${s}`))
      .filter((k) => !covered.has(k))
    expect(missing).toEqual([])
  })

  it("makes about a quarter of Math student-produced responses", () => {
    const math = bank.filter((q) => q.section === "math")
    const share = math.filter((q) => q.format === "spr").length / math.length
    expect(share).toBeGreaterThan(0.2)
    expect(share).toBeLessThan(0.35)
  })

  it("spreads multiple-choice keys over A-D", () => {
    const mcq = bank.filter((q) => q.format === "mcq")
    for (const letter of ["A", "B", "C", "D"]) {
      const share = mcq.filter((q) => q.correct_answer === letter).length / mcq.length
      expect(share, `key ${letter}`).toBeGreaterThan(0.17)
      expect(share, `key ${letter}`).toBeLessThan(0.33)
    }
  })

  it("explains why every wrong option is wrong", () => {
    const missing = bank
      .filter((q) => q.format === "mcq")
      .flatMap((q) =>
        ["A", "B", "C", "D"]
          .filter((l) => l !== q.correct_answer)
          // "Choice B is incorrect…", or grouped: "Choices A and C…", "Choices A, B, and D…"
          .filter((l) => !new RegExp(`Choices? (?:[A-D], )*(?:[A-D],? and )?${l}\\b`).test(q.explanation))
          .map((l) => `${q.id}: ${l}`),
      )
    expect(missing).toEqual([])
  })

  it("keeps lengths sensible", () => {
    // A drawn figure is markup, not reading: it has its own budget.
    const figures = /<figure><svg[\s\S]*?<\/svg><\/figure>/g
    const tooLong = bank.filter((q) => q.explanation.length < 80 || q.question_text.replace(figures, "").length > 6000)
    expect(tooLong.map((q) => q.id)).toEqual([])
    const bigFigures = bank.flatMap((q) =>
      [...`${q.passage ?? ""}${q.question_text}`.matchAll(figures)].filter((m) => m[0].length > 8000).map(() => q.id),
    )
    expect(bigFigures).toEqual([])
  })
})

describe("math answer keys, recomputed", () => {
  const literal = /^\s*return\s+(["'][A-D]["']|-?[\d./]+)\s*;?\s*$/
  it("has a solver for every Math question, and each agrees with its key", () => {
    const math = bank.filter((q) => q.section === "math")
    const disagreements: string[] = []
    for (const q of math) {
      if (!q.verify || literal.test(q.verify)) {
        disagreements.push(`${q.id}: no independent verify`)
        continue
      }
      let got: unknown
      try {
        got = new Function(q.verify)()
      } catch (e) {
        disagreements.push(`${q.id}: verify threw ${(e as Error).message}`)
        continue
      }
      if (q.format === "mcq") {
        if (got !== q.correct_answer) disagreements.push(`${q.id}: solver says ${String(got)}, key ${q.correct_answer}`)
      } else {
        const want = sprValue(q.accepted_answers![0]!)
        if (typeof got !== "number" || Math.abs(got - want) > 1e-6 * Math.max(1, Math.abs(want)))
          disagreements.push(`${q.id}: solver says ${String(got)}, key ${q.accepted_answers![0]}`)
      }
    }
    expect(disagreements).toEqual([])
  })
})

describe("seed", () => {
  it("is up to date with the question files (run `npm run questions:build`)", async () => {
    const { levels } = await loadIrtLevels(bank, questionsDir)
    expect(await readFile(seedFile, "utf8")).toBe(bankToSql(bank, levels))
  })
})
