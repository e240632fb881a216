import { describe, expect, it } from "vitest"
import { nothingToPractise, practiceSetTopic } from "./practice-sets"

const sections = (...pairs: [number, number][]) => pairs.map(([attempts, correct]) => ({ attempts, correct }))

describe("nothingToPractise", () => {
  it.each([
    { kind: "favorites", favorites: 0, by: sections([10, 3]), empty: true },
    { kind: "favorites", favorites: 2, by: sections(), empty: false },
    { kind: "weak", favorites: 5, by: sections(), empty: true },
    { kind: "weak", favorites: 0, by: sections([4, 4], [0, 0]), empty: true }, // all right: nothing weak
    { kind: "weak", favorites: 0, by: sections([4, 4], [3, 2]), empty: false },
  ] as const)("$kind with $favorites stars and $by.length sections: empty $empty", ({ kind, favorites, by, empty }) => {
    const message = nothingToPractise(kind, { favorites, by_section: by })
    expect(message === null).toBe(!empty)
  })

  it("says what to do next", () => {
    expect(nothingToPractise("favorites", { favorites: 0, by_section: [] })).toMatch(/star questions/)
    expect(nothingToPractise("weak", { favorites: 0, by_section: [] })).toMatch(/take a section test/)
  })
})

describe("practiceSetTopic", () => {
  it.each([
    { kind: "weak", raw: "Linear equations", topic: "Linear equations" },
    { kind: "weak", raw: "  Linear equations ", topic: "Linear equations" },
    { kind: "weak", raw: null, topic: null },
    { kind: "weak", raw: "", topic: null },
    { kind: "weak", raw: "   ", topic: null },
    { kind: "favorites", raw: "Linear equations", topic: null },
  ] as const)("$kind with $raw: $topic", ({ kind, raw, topic }) => {
    expect(practiceSetTopic(kind, raw)).toBe(topic)
  })
})
