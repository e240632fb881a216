import { describe, expect, it } from "vitest"
import { pagerWindow, stepIndex } from "./pager"

describe("pagerWindow", () => {
  it.each([
    [10, 5, [3, 4, 5, 6, 7]],
    [10, 0, [0, 1, 2]],
    [10, 1, [0, 1, 2, 3]],
    [10, 9, [7, 8, 9]],
    [10, 8, [6, 7, 8, 9]],
    [1, 0, [0]],
    [3, 1, [0, 1, 2]],
    [0, 0, []],
    [5, 5, []],
    [5, -1, []],
  ])("count %i, index %i", (count, index, want) => expect(pagerWindow(count, index)).toEqual(want))
})

describe("stepIndex", () => {
  it.each([
    [5, 2, 1, 3],
    [5, 2, -1, 1],
    [5, 4, 1, null],
    [5, 0, -1, null],
    [0, 0, 1, null],
  ])("count %i, index %i, step %i → %s", (count, index, delta, want) =>
    expect(stepIndex(count, index, delta)).toBe(want),
  )
})
