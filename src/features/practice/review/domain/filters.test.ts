import { describe, expect, it } from "vitest"
import { listPath, listTitle, validFilter } from "./filters"

describe("validFilter", () => {
  it.each([
    ["all", null, { filter: "all", value: null }],
    ["all", "ignored", { filter: "all", value: null }],
    ["favorites", null, { filter: "favorites", value: null }],
    ["section", "math", { filter: "section", value: "math" }],
    ["section", "science", null],
    ["section", null, null],
    ["difficulty", "hard", { filter: "difficulty", value: "hard" }],
    ["difficulty", "7", null],
    ["topic", "Linear equations", { filter: "topic", value: "Linear equations" }],
    ["topic", "  ", null],
    ["everything", null, null],
    [null, null, null],
  ])("%s / %s", (filter, value, expected) => {
    expect(validFilter(filter, value)).toEqual(expected)
  })
})

describe("listTitle and listPath", () => {
  it.each([
    ["section", "math", "Math Questions", "/practice/review/section/math"],
    ["section", "reading", "Reading Questions", "/practice/review/section/reading"],
    ["section", "writing", "Writing Questions", "/practice/review/section/writing"],
    ["difficulty", "easy", "Easy Questions", "/practice/review/difficulty/easy"],
    ["difficulty", "hard", "Hard Questions", "/practice/review/difficulty/hard"],
    ["topic", "Circles", "Circles Questions", "/practice/review/weak"],
    ["favorites", null, "Favorites", "/practice/review/favorites"],
    ["weak", null, "Weak Areas", "/practice/review/weak"],
    ["due", null, "Due Today", "/practice/review/due"],
    ["all", null, "All Questions", "/practice/review"],
  ] as const)("%s %s", (filter, value, title, path) => {
    expect(listTitle(filter, value)).toBe(title)
    expect(listPath(filter, value)).toBe(path)
  })

  it.each([
    ["topic", "Circles", "math", "/practice/review/section/math?topic=Circles"],
    ["topic", "Words in context", "reading", "/practice/review/section/reading?topic=Words+in+context"],
    ["topic", "Circles", "art", "/practice/review/weak"],
    ["section", "math", "reading", "/practice/review/section/math"],
  ] as const)("%s %s in %s", (filter, value, section, path) => {
    expect(listPath(filter, value, section)).toBe(path)
  })
})
