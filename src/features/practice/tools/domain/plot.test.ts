import { describe, expect, it } from "vitest"
import { DEFAULT_VIEWPORT, pan, regionPath, samplePath, ticks, toScreenX, toScreenY, zoom } from "./plot"

const size = { width: 200, height: 100 }

describe("screen mapping", () => {
  it.each([
    [-10, 0],
    [0, 100],
    [10, 200],
  ])("x %d -> %d px", (x, px) => expect(toScreenX(DEFAULT_VIEWPORT, size, x)).toBe(px))
  it.each([
    [10, 0],
    [0, 50],
    [-10, 100],
  ])("y %d -> %d px", (y, px) => expect(toScreenY(DEFAULT_VIEWPORT, size, y)).toBe(px))
})

describe("zoom and pan", () => {
  it("zooms in about the centre", () =>
    expect(zoom(DEFAULT_VIEWPORT, 0.5)).toEqual({ xMin: -5, xMax: 5, yMin: -5, yMax: 5 }))
  it("zooms about a point", () =>
    expect(zoom(DEFAULT_VIEWPORT, 0.5, 10, 10)).toEqual({ xMin: 0, xMax: 10, yMin: 0, yMax: 10 }))
  it("refuses absurd zoom", () => expect(zoom(DEFAULT_VIEWPORT, 1e-9)).toBe(DEFAULT_VIEWPORT))
  it("pans by a fraction of the range", () =>
    expect(pan(DEFAULT_VIEWPORT, 0.1, -0.5)).toEqual({ xMin: -8, xMax: 12, yMin: -20, yMax: 0 }))
})

describe("samplePath", () => {
  it("draws a line as one stroke", () => {
    const d = samplePath((x) => x, DEFAULT_VIEWPORT, size, 100)
    expect(d).toBe("M0.0 100.0L100.0 50.0L200.0 0.0")
  })
  it("lifts the pen where the function is undefined", () => {
    const d = samplePath(Math.sqrt, DEFAULT_VIEWPORT, size, 50)
    expect(d.startsWith("M100.0")).toBe(true)
    expect(d.match(/M/g)).toHaveLength(1)
  })
  it("does not join across an asymptote", () => {
    const d = samplePath((x) => 1 / x, DEFAULT_VIEWPORT, size, 3)
    expect(d.match(/M/g)!.length).toBe(2)
  })
})

describe("ticks", () => {
  it("uses steps of 1, 2 or 5 times a power of ten", () => {
    expect(ticks(-10, 10, 8)).toEqual([-10, -5, 0, 5, 10])
    expect(ticks(0, 1, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1])
    expect(ticks(-3, 3, 6)).toEqual([-3, -2, -1, 0, 1, 2, 3])
  })
  it("returns nothing for an empty range", () => expect(ticks(1, 1)).toEqual([]))
})

describe("regionPath", () => {
  const size = { width: 100, height: 100 }
  const view = { xMin: -5, xMax: 5, yMin: -5, yMax: 5 }

  it("closes the region below y = 0 against the bottom edge and above it against the top", () => {
    expect(regionPath(() => 0, view, size, false, 50)).toBe("M0.0 100L0.0 50.0L50.0 50.0L100.0 50.0L100.0 100Z")
    expect(regionPath(() => 0, view, size, true, 50)).toBe("M0.0 0L0.0 50.0L50.0 50.0L100.0 50.0L100.0 0Z")
  })

  it("breaks the shape where the boundary is undefined", () => {
    const path = regionPath((x) => (x < 0 ? NaN : 0), view, size, false, 25)
    expect(path.match(/M/g)).toHaveLength(1)
    expect(path.startsWith("M50.0 100")).toBe(true)
  })
})
