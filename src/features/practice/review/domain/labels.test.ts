import { describe, expect, it } from "vitest"
import { bandOf, countLabel, difficultyLabel, excerpt, formatAccuracy } from "./labels"

describe("bandOf", () => {
  it.each([
    [1, "easy"],
    [3, "easy"],
    [4, "medium"],
    [6, "medium"],
    [7, "hard"],
    [9, "hard"],
    [0, null],
    [10, null],
    [4.5, null],
  ])("%s → %s", (level, band) => expect(bandOf(level)).toBe(band))
})

describe("formatAccuracy", () => {
  it.each([
    [null, "—"],
    [undefined, "—"],
    [Number.NaN, "—"],
    [0, "0%"],
    [77.6, "78%"],
    [100, "100%"],
  ])("%s → %s", (v, s) => expect(formatAccuracy(v)).toBe(s))
})

describe("labels", () => {
  it.each([
    [difficultyLabel(5), "Level 5 · Medium"],
    [difficultyLabel(12), "Level 12"],
    [countLabel(1), "1 question"],
    [countLabel(0), "0 questions"],
    [countLabel(3, "attempt"), "3 attempts"],
  ])("%s", (got, want) => expect(got).toBe(want))
})

describe("excerpt", () => {
  const long = "word ".repeat(60).trim() // 299 characters
  it.each([
    ["short text", "short text"],
    ["<p>A <b>bold</b>&nbsp;claim &amp; more</p>", "A bold claim & more"],
    ["  spaced\n\n  out  ", "spaced out"],
    ["x".repeat(150), "x".repeat(150)],
  ])("%j", (text, want) => expect(excerpt(text)).toBe(want))

  it("cuts long text to at most 150 characters at a word, with an ellipsis", () => {
    const out = excerpt(long)
    expect(out.length).toBeLessThanOrEqual(150)
    expect(out.endsWith("word…")).toBe(true)
  })

  it("cuts a long unbroken run mid-word", () => {
    expect(excerpt("y".repeat(400))).toBe(`${"y".repeat(149)}…`)
  })
})
