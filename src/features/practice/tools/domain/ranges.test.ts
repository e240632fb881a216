import { describe, expect, it } from "vitest"
import { addAnnotation, removeAnnotation, sanitiseAnnotations, updateAnnotation, type Annotation } from "./ranges"

const passage = "The quick brown fox jumps over the lazy dog."
const yellow = { color: "yellow", underline: false } as const

function ann(id: string, start: number, end: number, note = ""): Annotation {
  return { id, start, end, color: "yellow", underline: false, note, text: passage.slice(start, end) }
}

describe("addAnnotation", () => {
  it.each<[string, Annotation[], number, number, [number, number][], string[]]>([
    ["into an empty list", [], 4, 9, [[4, 9]], ["quick"]],
    ["reversed offsets", [], 9, 4, [[4, 9]], ["quick"]],
    [
      "beside another, not touching",
      [ann("a", 0, 3)],
      4,
      9,
      [
        [0, 3],
        [4, 9],
      ],
      ["The", "quick"],
    ],
    ["overlapping one: merged into the union", [ann("a", 4, 15)], 10, 19, [[4, 19]], ["quick brown fox"]],
    [
      "covering two: one highlight",
      [ann("a", 4, 9), ann("b", 16, 19)],
      0,
      25,
      [[0, 25]],
      ["The quick brown fox jumps"],
    ],
    ["past the end: clipped", [], 40, 99, [[40, 44]], ["dog."]],
    ["only spaces: nothing added", [], 3, 4, [], []],
    ["empty: nothing added", [], 5, 5, [], []],
  ])("%s", (_name, list, start, end, ranges, texts) => {
    const out = addAnnotation(list, passage, start, end, yellow, "new")
    expect(out.map((a) => [a.start, a.end])).toEqual(ranges)
    expect(out.map((a) => a.text)).toEqual(texts)
  })

  it("keeps the notes of the highlights it absorbs", () => {
    const out = addAnnotation([ann("a", 4, 9, "adjective"), ann("b", 16, 19, "animal")], passage, 4, 19, yellow, "n")
    expect(out).toEqual([{ id: "n", start: 4, end: 19, ...yellow, note: "adjective\nanimal", text: "quick brown fox" }])
  })
})

describe("update and remove", () => {
  it("changes style and note of one highlight only", () => {
    const out = updateAnnotation([ann("a", 0, 3), ann("b", 4, 9)], "b", { color: "pink", note: "x" })
    expect(out.map((a) => [a.id, a.color, a.note])).toEqual([
      ["a", "yellow", ""],
      ["b", "pink", "x"],
    ])
  })
  it("removes by id", () =>
    expect(removeAnnotation([ann("a", 0, 3), ann("b", 4, 9)], "a").map((a) => a.id)).toEqual(["b"]))
})

describe("sanitiseAnnotations", () => {
  it.each<[string, unknown, number]>([
    ["a valid list", [ann("a", 0, 3)], 1],
    ["not an array", { a: 1 }, 0],
    ["null", null, 0],
    ["offsets past the passage", [{ ...ann("a", 0, 3), end: 99 }], 0],
    ["text that no longer matches (passage changed)", [{ ...ann("a", 0, 3), text: "Tha" }], 0],
    ["an unknown colour", [{ ...ann("a", 0, 3), color: "red" }], 0],
    ["underline only", [{ ...ann("a", 0, 3), color: null, underline: true }], 1],
    ["a broken entry beside a good one", [ann("a", 0, 3), "junk", { id: 1 }], 1],
  ])("%s", (_name, value, kept) => expect(sanitiseAnnotations(value, passage)).toHaveLength(kept))
})
