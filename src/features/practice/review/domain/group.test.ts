import { describe, expect, it } from "vitest"
import { filterByTopic, summarizeSections, topicCounts } from "./group"

const items = [
  { section: "math", topic: "Circles" },
  { section: "math", topic: "Linear equations" },
  { section: "math", topic: "Linear equations" },
  { section: "reading", topic: "Inferences" },
]

describe("summarizeSections", () => {
  it("counts every section (empty ones too) and orders topics by count, then name", () => {
    expect(summarizeSections(items)).toEqual([
      {
        section: "math",
        count: 3,
        topics: [
          { topic: "Linear equations", count: 2 },
          { topic: "Circles", count: 1 },
        ],
      },
      { section: "reading", count: 1, topics: [{ topic: "Inferences", count: 1 }] },
      { section: "writing", count: 0, topics: [] },
    ])
  })
})

describe("topicCounts", () => {
  it.each([
    [[], []],
    [
      [
        { section: "m", topic: "B" },
        { section: "m", topic: "A" },
      ],
      [
        { topic: "A", count: 1 },
        { topic: "B", count: 1 },
      ],
    ],
  ])("%j", (input, want) => expect(topicCounts(input)).toEqual(want))
})

describe("filterByTopic", () => {
  it.each([
    [null, 4],
    ["Linear equations", 2],
    ["Circles", 1],
    ["Unknown topic", 4],
  ])("%s → %i rows", (topic, n) => expect(filterByTopic(items, topic)).toHaveLength(n))
})
