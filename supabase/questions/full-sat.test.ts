import { readFile } from "node:fs/promises"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { formatValue } from "./figures/axis"
import type { Figure } from "./figures/spec"
import { domainProblems, domainRange, fullSatActivity, isComplete, poolCounts } from "./full-sat"
import { loadBank, questionsDir, type LoadedQuestion } from "./load"
import { DOMAIN_SHARES, FULL_SATS, MODULE_SIZE, SECTIONS } from "./schema"
import { bankToSql } from "./to-sql"

// Content checks for the three numbered full SATs, on the real bank.
let bank: LoadedQuestion[]
beforeAll(async () => {
  ;({ questions: bank } = await loadBank())
})

const mean = (levels: number[]) => levels.reduce((a, b) => a + b, 0) / levels.length

describe("full SAT pools", () => {
  it("fills Practice Test 1 completely", () => {
    expect(isComplete(FULL_SATS[0], bank)).toBe(true)
  })

  it.each(FULL_SATS.map((t) => [t.slug, t] as const))("never overfills a pool of %s", (_, test) => {
    const over = poolCounts(test, bank).filter((p) => p.count > p.size)
    expect(over.map((p) => `${p.pool} ${p.section}: ${p.count} > ${p.size}`)).toEqual([])
  })

  it("switches each full SAT on in the seed exactly when its pools are complete", () => {
    const sql = bankToSql(bank)
    const activity = fullSatActivity(bank)
    for (const t of FULL_SATS) {
      expect(activity[t.slug]).toBe(isComplete(t, bank))
      expect(sql).toContain(
        `update public.practice_tests set is_active = ${activity[t.slug]} where slug = '${t.slug}' and is_active <> ${activity[t.slug]};`,
      )
    }
  })

  it("activates only complete tests (an incomplete pool keeps the test offline)", () => {
    const t2 = FULL_SATS[1]
    const filler = (pool: string, section: "reading_writing" | "math", n: number) =>
      Array.from({ length: n }, () => ({ pool, section }))
    const full = SECTIONS.flatMap((s) => Object.values(t2.pools).flatMap((p) => filler(p, s, MODULE_SIZE[s])))
    expect(fullSatActivity(full)["full-sat-2"]).toBe(true)
    expect(fullSatActivity(full.slice(1))["full-sat-2"]).toBe(false)
    expect(fullSatActivity([...full, { pool: t2.pools.harder, section: "math" }])["full-sat-2"]).toBe(false)
  })

  it("has a practice test row and four modules for every full SAT in seed.sql, later ones inactive", async () => {
    const seed = await readFile(path.resolve(questionsDir, "../seed.sql"), "utf8")
    for (const t of FULL_SATS) {
      expect(seed).toContain(`('${t.slug}', '${t.title}',`)
      if (t.number > 1) expect(seed).toMatch(new RegExp(`\\('${t.slug}'[^;]*?'full_sat', 134, 98, false\\)`))
    }
    expect(seed).toContain(`where t.slug in (${FULL_SATS.map((t) => `'${t.slug}'`).join(", ")})`)
  })
})

describe.each(FULL_SATS.map((t) => [t.slug, t] as const))("%s", (_, test) => {
  const pools = Object.values(test.pools)

  it.each(SECTIONS)("keeps every %s pool within the official domain shares", (section) => {
    // share x pool size ± 1.5 questions (e.g. RW Craft and Structure 7-9 of 27, Math PSDA 2-4 of 22)
    expect(pools.flatMap((p) => domainProblems(p, section, bank))).toEqual([])
  })

  it("keeps each tier in its difficulty band", () => {
    const out = (pool: string, lo: number, hi: number) =>
      bank.filter((q) => q.pool === pool && (q.difficulty_level < lo || q.difficulty_level > hi)).map((q) => q.id)
    expect(out(test.pools.easier, 1, 5)).toEqual([])
    expect(out(test.pools.harder, 5, 9)).toEqual([])
    // No level-1 item (rated 1-2 blind: easier than nearly every official Easy item) in a full SAT.
    expect(bank.filter((q) => pools.includes(q.pool) && q.difficulty_level < 2).map((q) => q.id)).toEqual([])
  })

  it.each(SECTIONS)("makes the %s harder tier at least 2 levels harder than the easier one", (section) => {
    const levels = (pool: string) =>
      bank.filter((q) => q.pool === pool && q.section === section).map((q) => q.difficulty_level)
    const [easier, harder] = [levels(test.pools.easier), levels(test.pools.harder)]
    if (easier.length < MODULE_SIZE[section] || harder.length < MODULE_SIZE[section]) return // still being written
    expect(mean(harder) - mean(easier)).toBeGreaterThanOrEqual(2)
  })

  it("makes about a quarter of its Math student-produced responses (20-30%)", () => {
    if (!isComplete(test, bank)) return // checked once the test is complete
    const math = bank.filter((q) => pools.includes(q.pool) && q.section === "math")
    const share = math.filter((q) => q.format === "spr").length / math.length
    expect(share).toBeGreaterThanOrEqual(0.2)
    expect(share).toBeLessThanOrEqual(0.3)
  })
})

describe("domain ranges", () => {
  it("are the official share of a module ± 1.5 questions", () => {
    expect(domainRange("reading_writing", "Craft and Structure")).toEqual({ min: 7, max: 9 })
    expect(domainRange("reading_writing", "Expression of Ideas")).toEqual({ min: 4, max: 6 })
    expect(domainRange("math", "Algebra")).toEqual({ min: 7, max: 9 })
    expect(domainRange("math", "Geometry and Trigonometry")).toEqual({ min: 2, max: 4 })
    for (const shares of Object.values(DOMAIN_SHARES))
      expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
  })

  it("flags an overfull domain while a pool is filling and a thin one once it is full", () => {
    const q = (domain: string) => ({ pool: "sat2-m1", section: "math" as const, domain })
    expect(
      domainProblems(
        "sat2-m1",
        "math",
        Array.from({ length: 10 }, () => q("Algebra")),
      ),
    ).toEqual(["sat2-m1 math: Algebra has 10 (allowed 7-9)"])
    const full = [
      ...Array.from({ length: 9 }, () => q("Algebra")),
      ...Array.from({ length: 9 }, () => q("Advanced Math")),
      ...Array.from({ length: 4 }, () => q("Geometry and Trigonometry")),
    ]
    expect(domainProblems("sat2-m1", "math", full)).toEqual([
      "sat2-m1 math: Problem-Solving and Data Analysis has 0 (allowed 2-4)",
    ])
  })
})

/** Every number a student needs from a figure, formatted as the figure prints it. */
function figureValues(f: Figure): string[] {
  const v = (n: number, axis: Parameters<typeof formatValue>[1]) => formatValue(n, axis)
  const axes = [f.y.min, f.y.max].map((n) => v(n, f.y))
  switch (f.kind) {
    case "bar":
      return [
        ...axes,
        ...f.x.categories,
        ...f.series.flatMap((s) => [...(f.series.length > 1 ? [s.name] : []), ...s.values.map((n) => v(n, f.y))]),
      ]
    case "line":
      return [
        ...axes,
        v(f.x.min, f.x),
        v(f.x.max, f.x),
        ...f.series.flatMap((s) => s.points.map(([x, y]) => `(${v(x, f.x)}, ${v(y, f.y)})`)),
      ]
    case "scatter":
      return [...axes, v(f.x.min, f.x), v(f.x.max, f.x), ...f.points.map(([x, y]) => `(${v(x, f.x)}, ${v(y, f.y)})`)]
    case "function":
      return [
        ...axes,
        v(f.x.min, f.x),
        v(f.x.max, f.x),
        ...f.functions.map((fn) => fn.label),
        ...(f.points ?? []).map((p) => `(${v(p.x, f.x)}, ${v(p.y, f.y)})`),
      ]
  }
}

describe("figures in the bank", () => {
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")

  it("has a text alternative on every figure that names every value", () => {
    const missing: string[] = []
    for (const q of bank.filter((x) => x.figure)) {
      const html = `${q.passage ?? ""}${q.question_text}`
      const label = decode(/<svg[^>]*?aria-label="([^"]*)"/.exec(html)?.[1] ?? "")
      for (const value of figureValues(q.figure!)) if (!label.includes(value)) missing.push(`${q.id}: ${value}`)
    }
    expect(missing).toEqual([])
  })

  it("has no hand-drawn chart without a text alternative", () => {
    const bad = bank.filter((q) => /<svg(?![^>]*aria-label="[^"]{40,})/.test(`${q.passage ?? ""}${q.question_text}`))
    expect(bad.map((q) => q.id)).toEqual([])
  })

  it("has at least 12 graph items: 4 quantitative evidence, 4 data analysis, 4 function graphs", () => {
    const withFigure = bank.filter((q) => q.figure)
    expect(withFigure.filter((q) => q.topic === "Command of Evidence (Quantitative)").length).toBeGreaterThanOrEqual(4)
    expect(withFigure.filter((q) => q.domain === "Problem-Solving and Data Analysis").length).toBeGreaterThanOrEqual(4)
    expect(withFigure.filter((q) => q.figure!.kind === "function").length).toBeGreaterThanOrEqual(4)
  })
})
