import { describe, expect, it } from "vitest"
import { clampTop, moveReader, zoomStep } from "./line-reader"

describe("moveReader", () => {
  it("moves one line per arrow and stays inside the page", () => {
    expect(moveReader(100, "ArrowDown", 24, 60, 500)).toBe(124)
    expect(moveReader(100, "ArrowUp", 24, 60, 500)).toBe(76)
    expect(moveReader(70, "ArrowUp", 24, 60, 500)).toBe(60)
    expect(moveReader(490, "ArrowDown", 24, 60, 500)).toBe(500)
    expect(moveReader(200, "Home", 24, 60, 500)).toBe(60)
    expect(moveReader(200, "End", 24, 60, 500)).toBe(500)
    expect(moveReader(100, "PageDown", 24, 60, 500)).toBe(100 + 24 * 9)
  })
  it("ignores other keys", () => expect(moveReader(100, "a", 24, 0, 500)).toBeNull())
  it("keeps a band taller than the window at the top", () => expect(clampTop(300, 60, 20)).toBe(60))
})

describe("zoomStep", () => {
  const sizes = ["small", "medium", "large"] as const
  it("steps through the sizes and stops at the ends", () => {
    expect(zoomStep(sizes, "medium", 1)).toBe("large")
    expect(zoomStep(sizes, "large", 1)).toBe("large")
    expect(zoomStep(sizes, "small", -1)).toBe("small")
    expect(zoomStep(sizes, "medium", -1)).toBe("small")
  })
})
