import { beforeAll, describe, expect, it } from "vitest"
import { OFF_TOPIC_PHRASES, figureProblems, formatLengthCue, lengthCue, visibleLength } from "./cues"
import { loadBank, type LoadedQuestion } from "./load"
import type { Question } from "./validate"

// Answer cues: a student who picks the longest option, or discards options
// about things the passage never raises, should gain nothing.
let bank: LoadedQuestion[]
beforeAll(async () => {
  ;({ questions: bank } = await loadBank())
})
const readingWriting = () => bank.filter((q) => q.section === "reading_writing")

/** At most this share of RW multiple-choice keys may be the single longest option (chance is 25%). */
const MAX_KEY_LONGEST_SHARE = 0.3
/** Per skill, the mean key length stays within this factor of the mean wrong-option length. */
const MAX_RATIO_GAP = 0.15

describe("answer cues in Reading and Writing", () => {
  it("does not make the key the longest option more often than chance allows", () => {
    const cue = lengthCue(readingWriting())
    expect(cue.share, formatLengthCue(cue)).toBeLessThanOrEqual(MAX_KEY_LONGEST_SHARE)
  })

  it("keeps keys about as long as wrong options in every skill", () => {
    const cue = lengthCue(readingWriting())
    const off = cue.perSkill.filter((s) => Math.abs(s.ratio - 1) > MAX_RATIO_GAP).map((s) => s.skill)
    expect(off, formatLengthCue(cue)).toEqual([])
  })

  it("explains hard items' wrong options without 'the text never mentions'", () => {
    const lazy = readingWriting()
      .filter((q) => q.difficulty_level >= 7 && OFF_TOPIC_PHRASES.test(q.explanation))
      .map((q) => `${q.id} (level ${q.difficulty_level}): ${OFF_TOPIC_PHRASES.exec(q.explanation)![0]}`)
    expect(lazy).toEqual([])
  })
})

describe("figures and tables", () => {
  it("gives every figure and table a text alternative", () => {
    const missing = bank.flatMap((q) =>
      [q.passage ?? "", q.question_text].flatMap((html) => figureProblems(html).map((p) => `${q.id}: ${p}`)),
    )
    expect(missing).toEqual([])
  })
})

// The measures themselves, on made-up items, so a broken measure cannot pass the bank.
const item = (topic: string, key: "A" | "B" | "C" | "D", lengths: number[]): Question => ({
  id: "rd-tst-001",
  section: "reading_writing",
  question_type: "reading",
  domain: "Information and Ideas",
  topic,
  difficulty_level: 5,
  pool: "bank",
  format: "mcq",
  passage: "",
  question_text: "",
  options: {
    A: "a".repeat(lengths[0]!),
    B: "b".repeat(lengths[1]!),
    C: "c".repeat(lengths[2]!),
    D: "d".repeat(lengths[3]!),
  },
  correct_answer: key,
  accepted_answers: null,
  explanation: "",
})

describe("cue measures", () => {
  it.each([
    ["<em>The</em> bridge", 10],
    ["  two   spaces  ", 10],
    ["caf&eacute;", 4],
  ])("counts the visible length of %j as %d", (html, n) => {
    expect(visibleLength(html)).toBe(n)
  })

  it("counts a key as single longest only when it beats all three wrong options", () => {
    const cue = lengthCue([item("X", "A", [9, 5, 5, 5]), item("X", "A", [9, 9, 5, 5]), item("Y", "B", [4, 8, 4, 4])])
    expect(cue.keySingleLongest).toBe(2)
    expect(cue.share).toBeCloseTo(2 / 3)
  })

  it("compares the mean key length with the mean wrong-option length per skill", () => {
    const cue = lengthCue([item("X", "A", [12, 6, 6, 6]), item("X", "C", [10, 10, 8, 10])])
    const x = cue.perSkill.find((s) => s.skill === "X")!
    expect(x.keyMean).toBe(10)
    expect(x.wrongMean).toBe(8)
    expect(x.ratio).toBeCloseTo(1.25)
  })

  it.each([
    ['<svg role="img" aria-label="A bar chart of rainfall in four towns"></svg>', []],
    ['<svg aria-label="A bar chart of rainfall in four towns"></svg>', ['<svg> without role="img"']],
    ['<svg role="img" aria-label="chart"></svg>', ['<svg> aria-label too short to describe it: "chart"']],
    ['<table><caption>Rain</caption><tr><th scope="col">Town</th></tr></table>', []],
    ['<table><tr><th scope="col">Town</th></tr></table>', ["<table> does not open with a <caption>"]],
    [
      "<table><caption>Rain</caption><tr><th>Town</th></tr></table>",
      ['<table> has no header cells with scope="col" or "row"'],
    ],
  ])("checks the text alternative of %s", (html, problems) => {
    expect(figureProblems(html)).toEqual(problems)
  })

  it("recognises throwaway-distractor phrasing", () => {
    expect(OFF_TOPIC_PHRASES.test("because the text does not mention predators")).toBe(true)
    expect(OFF_TOPIC_PHRASES.test("because the author says nothing about cost")).toBe(true)
    expect(OFF_TOPIC_PHRASES.test("because it reverses the relationship the text describes")).toBe(false)
  })
})
