import { readFile } from "node:fs/promises"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { calibratedLevel, irtLevels, loadIrtLevels, loadSettled, parseMapping } from "./irt-level"
import { loadBank, questionsDir } from "./load"

// The anchor study's mapping as recorded in ratings/anchor-calibration.json.
const anchor = {
  mapping_rating_to_calibrated_level: { 1: 1, 2: 1, 3: 2, 4: 4, 5: 5, 6: 7, 7: 8, 8: 9, 9: 9 },
}
const mapping = parseMapping(anchor)

describe("calibratedLevel", () => {
  it.each([
    // label, settled rating, calibrated level
    [2, 1, 1],
    [3, 2, 1],
    [4, 3, 2],
    [4, 4, 4],
    [6, 5, 5],
    [9, 6, 7],
    [8, 7, 8],
    [7, 8, 9],
    [9, 9, 9],
    [1, 9, 9],
  ])("label %i, settled %i -> %i", (label, settled, level) => {
    expect(calibratedLevel(label, settled, mapping)).toBe(level)
  })

  it.each([1, 5, 9])("keeps the label %i when the item has no rating", (label) => {
    expect(calibratedLevel(label, undefined, mapping)).toBe(label)
  })

  it("refuses a rating outside 1-9", () => {
    expect(() => calibratedLevel(5, 10, mapping)).toThrow(/not a level 1-9/)
  })
})

describe("parseMapping", () => {
  it.each([
    ["no mapping", {}, /no mapping_rating_to_calibrated_level/],
    ["a missing rating", { mapping_rating_to_calibrated_level: { 1: 1 } }, /rating 2 must map/],
    [
      "a level outside 1-9",
      { mapping_rating_to_calibrated_level: { ...anchor.mapping_rating_to_calibrated_level, 9: 10 } },
      /rating 9 must map to a level 1-9, not 10/,
    ],
    [
      "a fractional level",
      { mapping_rating_to_calibrated_level: { ...anchor.mapping_rating_to_calibrated_level, 4: 3.5 } },
      /rating 4 must map/,
    ],
  ])("refuses %s", (_, raw, message) => {
    expect(() => parseMapping(raw)).toThrow(message)
  })
})

describe("irtLevels", () => {
  it("maps rated items and lists the unrated ones, which keep their label", () => {
    const qs = [
      { id: "a", difficulty_level: 9 },
      { id: "b", difficulty_level: 3 },
      { id: "c", difficulty_level: 6 },
    ]
    const { levels, unrated } = irtLevels(
      qs,
      new Map([
        ["a", 6],
        ["b", 4],
      ]),
      mapping,
    )
    expect(Object.fromEntries(levels)).toEqual({ a: 7, b: 4, c: 6 })
    expect(unrated).toEqual(["c"])
  })
})

describe("the real bank", () => {
  // Unrated items are allowed (they keep their label; the build prints how many).
  it("reads the mapping from anchor-calibration.json (one place) and gives every item a level", async () => {
    const raw: unknown = JSON.parse(
      await readFile(path.join(questionsDir, "ratings", "anchor-calibration.json"), "utf8"),
    )
    expect(Object.fromEntries(parseMapping(raw))).toEqual(
      Object.fromEntries(Object.entries(anchor.mapping_rating_to_calibrated_level).map(([k, v]) => [Number(k), v])),
    )
    const { questions } = await loadBank()
    const { levels } = await loadIrtLevels(questions, questionsDir)
    expect(levels.size).toBe(questions.length)
    expect([...levels.values()].every((l) => Number.isInteger(l) && l >= 1 && l <= 9)).toBe(true)
  })

  it("gives every rated item its calibrated level as its difficulty level (npm run questions:relevel)", async () => {
    const { questions } = await loadBank()
    const settled = await loadSettled(path.join(questionsDir, "ratings"))
    const { levels } = await loadIrtLevels(questions, questionsDir)
    const off = questions
      .filter((q) => settled.has(q.id) && q.difficulty_level !== levels.get(q.id))
      .map((q) => `${q.id}: ${q.difficulty_level} -> ${levels.get(q.id)}`)
    expect(off).toEqual([])
  })
})
