import { describe, expect, it } from "vitest"
import { canGoNext, canGoPrevious, clampIndex, isLastQuestion, jumpTarget } from "./navigation"

describe("clampIndex", () => {
  it.each([
    [0, 20, 0],
    [-3, 20, 0],
    [25, 20, 19],
    [7.8, 20, 7],
    [Number.NaN, 20, 0],
    [4, 0, 0],
  ])("clampIndex(%d, %d) = %d", (i, n, out) => expect(clampIndex(i, n)).toBe(out))
})

describe("previous and next", () => {
  it.each([
    [0, false],
    [1, true],
    [19, true],
  ])("canGoPrevious(%d) = %s", (i, out) => expect(canGoPrevious(i)).toBe(out))

  it.each([
    // index, count, answered, requireAnswer, enabled
    [0, 20, false, true, false],
    [0, 20, true, true, true],
    [0, 20, false, false, true],
    [19, 20, true, true, true],
    [20, 20, true, true, false],
    [-1, 20, true, false, false],
  ])("canGoNext(%d of %d, answered %s, require %s) = %s", (i, n, answered, requireAnswer, out) =>
    expect(canGoNext(i, n, answered, { requireAnswer })).toBe(out),
  )

  it.each([
    [19, 20, true],
    [18, 20, false],
    [0, 1, true],
    [0, 0, false],
  ])("isLastQuestion(%d, %d) = %s", (i, n, out) => expect(isLastQuestion(i, n)).toBe(out))
})

describe("jumpTarget", () => {
  it.each([
    [0, 20, 0],
    [19, 20, 19],
    [20, 20, null],
    [-1, 20, null],
    [2.5, 20, null],
  ])("jumpTarget(%d, %d) = %s", (t, n, out) => expect(jumpTarget(t, n)).toBe(out))
})
