import { describe, expect, it } from "vitest"
import { answerCounts, domainAccuracy, moduleRows, type ModuleOutcome } from "./result-breakdown"

const mod = (module_order: number, over: Partial<ModuleOutcome> = {}): ModuleOutcome => ({
  module_order,
  section_type: module_order <= 2 ? "reading_writing" : "math",
  tier: "standard",
  correct: 10,
  total: 20,
  ...over,
})

describe("moduleRows", () => {
  it.each([
    ["fixed module 1", mod(1, { correct: 27, total: 27 }), "Section 1, Module 1: Reading and Writing", 100, null],
    [
      "harder module 2",
      mod(2, { tier: "harder", correct: 20, total: 27 }),
      "Section 1, Module 2: Reading and Writing",
      74,
      "Harder module",
    ],
    ["fixed module 3", mod(3, { correct: 0, total: 22 }), "Section 2, Module 1: Math", 0, null],
    [
      "easier module 4",
      mod(4, { tier: "easier", correct: 11, total: 22 }),
      "Section 2, Module 2: Math",
      50,
      "Easier module",
    ],
    ["empty module", mod(4, { tier: "harder", correct: 0, total: 0 }), "Section 2, Module 2: Math", 0, "Harder module"],
  ])("%s", (_, m, title, pct, tier) => {
    expect(moduleRows([m])).toEqual([
      { order: m.module_order, title, correct: m.correct, total: m.total, percent: pct, tier },
    ])
  })

  it("lists the modules in the order taken, whatever the server's order", () => {
    expect(
      moduleRows([mod(3), mod(1), mod(4, { tier: "easier" }), mod(2, { tier: "harder" })]).map((r) => r.order),
    ).toEqual([1, 2, 3, 4])
  })
})

describe("answerCounts", () => {
  const right = { user_answer: "A", is_correct: true }
  const wrong = { user_answer: "B", is_correct: false }
  const blank = { user_answer: null, is_correct: false }
  it.each([
    ["nothing", [], { correct: 0, incorrect: 0, unanswered: 0, total: 0 }],
    ["all right", [right, right], { correct: 2, incorrect: 0, unanswered: 0, total: 2 }],
    [
      "a blank stored as incorrect is unanswered",
      [right, wrong, blank],
      { correct: 1, incorrect: 1, unanswered: 1, total: 3 },
    ],
    [
      "an ungraded blank",
      [{ user_answer: null, is_correct: null }],
      { correct: 0, incorrect: 0, unanswered: 1, total: 1 },
    ],
  ])("%s", (_, qs, counts) => {
    expect(answerCounts(qs)).toEqual(counts)
  })
})

describe("domainAccuracy", () => {
  type Q = Parameters<typeof domainAccuracy>[0][number]
  const q = (section: Q["section"], domain: string, topic: string, ok: boolean | null): Q => ({
    section,
    domain,
    topic,
    user_answer: ok === null ? null : ok ? "A" : "B",
    is_correct: ok === null ? false : ok,
  })

  it("returns nothing for no questions", () => {
    expect(domainAccuracy([])).toEqual([])
  })

  it("counts right answers per domain and skill; a blank is a miss", () => {
    const out = domainAccuracy([
      q("math", "Algebra", "Linear functions", true),
      q("math", "Algebra", "Linear functions", false),
      q("math", "Algebra", "Systems", null),
      q("math", "Algebra", "Systems", true),
      q("math", "Algebra", "Systems", true),
    ])
    expect(out).toEqual([
      {
        section: "math",
        sectionName: "Math",
        domain: "Algebra",
        correct: 3,
        total: 5,
        percent: 60,
        skills: [
          { skill: "Linear functions", correct: 1, total: 2, percent: 50 },
          { skill: "Systems", correct: 2, total: 3, percent: 67 },
        ],
      },
    ])
  })

  it.each([
    [
      "Reading and Writing before Math, domains by name",
      [
        q("math", "Geometry and Trigonometry", "Circles", true),
        q("math", "Advanced Math", "Nonlinear functions", true),
        q("reading_writing", "Standard English Conventions", "Boundaries", true),
        q("reading_writing", "Craft and Structure", "Words in Context", true),
      ],
      ["Craft and Structure", "Standard English Conventions", "Advanced Math", "Geometry and Trigonometry"],
    ],
    [
      "the same domain name in two sections stays two rows",
      [q("math", "Shared", "x", true), q("reading_writing", "Shared", "y", false)],
      ["Shared", "Shared"],
    ],
  ])("orders domains: %s", (_, qs, names) => {
    expect(domainAccuracy(qs).map((d) => d.domain)).toEqual(names)
  })

  it.each([
    [
      "weakest first",
      [
        ["B", 1, 2],
        ["A", 2, 2],
      ],
      ["B", "A"],
    ],
    [
      "ties: more questions first",
      [
        ["A", 1, 2],
        ["B", 2, 4],
      ],
      ["B", "A"],
    ],
    [
      "then by name",
      [
        ["B", 1, 1],
        ["A", 1, 1],
      ],
      ["A", "B"],
    ],
  ] as const)("orders skills: %s", (_, spec, order) => {
    const qs = spec.flatMap(([skill, right, total]) =>
      Array.from({ length: total }, (_, i) => q("reading_writing", "D", skill, i < right)),
    )
    expect(domainAccuracy(qs)[0]!.skills.map((s) => s.skill)).toEqual(order)
  })
})
