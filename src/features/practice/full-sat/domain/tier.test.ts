import { describe, expect, it } from "vitest"
import { moduleTitle, tierLabel, type SectionType, type Tier } from "./tier"

describe("tierLabel", () => {
  it.each<[Tier, string | null]>([
    ["harder", "Harder module"],
    ["easier", "Easier module"],
    ["standard", null],
  ])("%s -> %s", (tier, label) => expect(tierLabel(tier)).toBe(label))
})

describe("moduleTitle", () => {
  it.each<[number, SectionType, string]>([
    [1, "reading_writing", "Section 1, Module 1: Reading and Writing"],
    [2, "reading_writing", "Section 1, Module 2: Reading and Writing"],
    [3, "math", "Section 2, Module 1: Math"],
    [4, "math", "Section 2, Module 2: Math"],
  ])("module %d", (order, section, title) => expect(moduleTitle(order, section)).toBe(title))
})
