import { describe, expect, it } from "vitest"
import {
  canGoNext,
  canGoPrev,
  clampPosition,
  dotsCount,
  maxPosition,
  shownRange,
  visibleCards,
} from "./carousel-position"

describe("carousel positions", () => {
  it.each([
    // count, visible, max, dots
    [6, 3, 3, 4],
    [6, 1, 5, 6],
    [3, 3, 0, 1],
    [2, 3, 0, 1],
    [1, 1, 0, 1],
    [0, 3, 0, 0],
    [6, 0, 5, 6], // a visible count below 1 counts as 1
  ])("%i cards, %i visible: max position %i, %i dots", (count, visible, max, dots) => {
    expect(maxPosition(count, visible)).toBe(max)
    expect(dotsCount(count, visible)).toBe(dots)
  })

  it.each([
    // position, count, visible, prev?, next?
    [0, 6, 3, false, true],
    [1, 6, 3, true, true],
    [3, 6, 3, true, false],
    [0, 6, 1, false, true],
    [4, 6, 1, true, true],
    [5, 6, 1, true, false],
    [0, 3, 3, false, false],
  ])("at %i of %i cards with %i visible: prev %s, next %s", (position, count, visible, prev, next) => {
    expect(canGoPrev(position)).toBe(prev)
    expect(canGoNext(position, count, visible)).toBe(next)
  })

  it.each([
    [-1, 6, 3, 0],
    [2.7, 6, 3, 2],
    [4, 6, 3, 3],
    [9, 6, 1, 5],
    [5, 6, 1, 5],
  ])("clamps %s to %i (%i cards, %i visible)", (position, count, visible, expected) => {
    expect(clampPosition(position, count, visible)).toBe(expected)
  })

  it.each([
    [0, 6, 3, { first: 1, last: 3 }],
    [3, 6, 3, { first: 4, last: 6 }],
    [2, 6, 1, { first: 3, last: 3 }],
  ])("position %i shows the right cards", (position, count, visible, range) => {
    expect(shownRange(position, count, visible)).toEqual(range)
  })

  it.each([
    [375, 1],
    [767, 1],
    [768, 3],
    [1280, 3],
  ])("a %i px viewport shows %i card(s)", (width, visible) => {
    expect(visibleCards(width)).toBe(visible)
  })
})
