import { describe, expect, it } from "vitest"
import { faqs } from "./faq"
import { mainNav, footerNav } from "./nav"
import { plans } from "./pricing"
import { initialsOf, parseScore, testimonials } from "./testimonials"
import { tutors } from "./tutors"
import { STRIP_SIZE, stripUniversities, universities } from "./universities"

describe("marketing content", () => {
  it("has six testimonials with unique ids and 'before → after' scores that go up", () => {
    expect(testimonials).toHaveLength(6)
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(6)
    for (const t of testimonials) {
      const { before, after } = parseScore(t.score)
      expect(after).toBeGreaterThan(before)
      expect(after).toBeLessThanOrEqual(1600)
    }
  })

  it.each([
    ["1180 → 1570", { before: 1180, after: 1570 }],
    ["1400→1590", { before: 1400, after: 1590 }],
  ])("parses %s", (score, parsed) => expect(parseScore(score)).toEqual(parsed))

  it.each(["1180 - 1570", "→ 1570", "abc → def"])("rejects the malformed score %s", (score) => {
    expect(() => parseScore(score)).toThrow(/Malformed score/)
  })

  it.each([
    ["Maya R.", "MR"],
    ["Sofia Martinez", "SM"],
    ["Cher", "C"],
    ["ana de la cruz", "AC"],
  ])("initials of %s are %s", (name, initials) => expect(initialsOf(name)).toBe(initials))

  it("has eight FAQ items with unique ids", () => {
    expect(faqs).toHaveLength(8)
    expect(new Set(faqs.map((f) => f.id)).size).toBe(8)
  })

  it("shows the first 21 of the 22 university names in the strip", () => {
    expect(universities).toHaveLength(22)
    expect(STRIP_SIZE).toBe(21)
    expect(stripUniversities).toEqual(universities.slice(0, 21))
    expect(stripUniversities.map((u) => u.name)).toContain("University of Michigan")
    expect(stripUniversities.map((u) => u.name)).not.toContain("Northwestern University")
  })

  it("prices the plans as the spec says", () => {
    expect(plans.map((p) => [p.name, p.price, p.period])).toEqual([
      ["Monthly", "$125", "/month"],
      ["Lifetime", "$275", "one-time"],
    ])
  })

  it("has two tutors scoring 1590 and 1580, both above 1570", () => {
    expect(tutors.map((t) => t.score)).toEqual([1590, 1580])
  })

  it("links the six public pages in the nav and four in the footer", () => {
    expect(mainNav.map((l) => l.label)).toEqual([
      "Home",
      "Tutors",
      "Prices",
      "FAQ",
      "Why SAT Cookie",
      "Manage Membership",
    ])
    expect(footerNav.map((l) => l.label)).toEqual(["Tutors", "Prices", "FAQ", "Mission"])
  })
})
