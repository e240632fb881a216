import { describe, expect, it } from "vitest"
import { decodePosition, encodePosition, isQuestionId, locate, questionLink, readRouteState } from "./review-url"

describe("encodePosition / decodePosition", () => {
  it.each([
    [{ filter: "section", value: "math", index: 3 }, "filter=section&value=math&i=3"],
    [{ filter: "favorites", value: null, index: 0 }, "filter=favorites&i=0"],
    [{ filter: "topic", value: "Words in context", index: 12 }, "filter=topic&value=Words+in+context&i=12"],
    [{ filter: "difficulty", value: "hard", index: 1 }, "filter=difficulty&value=hard&i=1"],
  ] as const)("%j ⇄ %s", (position, search) => {
    expect(encodePosition(position)).toBe(search)
    expect(decodePosition(search)).toEqual(position)
    expect(decodePosition(`?${search}`)).toEqual(position)
  })

  it.each([
    ["", null],
    ["filter=nope&i=1", null],
    ["filter=section&i=1", null],
    ["filter=section&value=art&i=1", null],
    ["filter=section&value=math", { filter: "section", value: "math", index: 0 }],
    ["filter=section&value=math&i=-2", { filter: "section", value: "math", index: 0 }],
    ["filter=section&value=math&i=2.5", { filter: "section", value: "math", index: 0 }],
    ["filter=section&value=math&i=abc", { filter: "section", value: "math", index: 0 }],
    ["filter=all&value=x&i=4", { filter: "all", value: null, index: 4 }],
  ])("decodes %j", (search, want) => expect(decodePosition(search)).toEqual(want))
})

describe("questionLink", () => {
  it("puts the list in both the URL and the route state", () => {
    expect(questionLink(["a", "b", "c"], 1, "section", "reading")).toEqual({
      to: "/practice/review/question/b?filter=section&value=reading&i=1",
      state: { ids: ["a", "b", "c"], index: 1, filter: "section", value: "reading", title: "Reading Questions" },
    })
  })
})

describe("readRouteState", () => {
  const good = { ids: ["a"], index: 0, filter: "favorites", value: null, title: "Favorites" }
  it.each([
    [good, good],
    [null, null],
    ["text", null],
    [{ ...good, ids: [1] }, null],
    [{ ...good, index: "0" }, null],
    [{ ...good, filter: "bogus" }, null],
    [{ ...good, title: undefined }, null],
    [
      { ...good, filter: "section", value: "math" },
      { ...good, filter: "section", value: "math" },
    ],
  ])("%j", (state, want) => expect(readRouteState(state)).toEqual(want))
})

describe("locate", () => {
  it.each([
    [["a", "b", "c"], "b", 1, 1],
    [["a", "b", "c"], "b", 0, 1],
    [["a", "b", "c"], "c", 99, 2],
    [["a", "b", "c"], "z", 1, -1],
    [[], "z", 0, -1],
  ])("%j %s hint %i → %i", (ids, id, hint, want) => expect(locate(ids, id, hint)).toBe(want))
})

describe("isQuestionId", () => {
  it.each([
    ["0b9f6f0e-6a0c-4d3e-9a53-2f1f2f6a9c11", true],
    ["0B9F6F0E-6A0C-4D3E-9A53-2F1F2F6A9C11", true],
    ["undefined", false],
    ["", false],
    ["0b9f6f0e-6a0c-4d3e-9a53-2f1f2f6a9c1", false],
    ["0b9f6f0e-6a0c-4d3e-9a53-2f1f2f6a9c11'; drop", false],
  ])("%s → %s", (id, ok) => expect(isQuestionId(id)).toBe(ok))
})
