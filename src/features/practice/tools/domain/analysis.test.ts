import { describe, expect, it } from "vitest"
import { findExtrema, findIntersections, findZeros, format3, formatPoint, tableOfValues, type Fn } from "./analysis"
import { compileGraph } from "./evaluate"

const graph = (input: string): Fn => {
  const c = compileGraph(input, "rad")
  if (!c.ok) throw new Error(c.error)
  return (x) => c.fn(x, {})
}
const shown = (points: { x: number; y: number }[]) => points.map(formatPoint)

describe("findIntersections", () => {
  it.each<[string, string, string[]]>([
    ["x^2", "x + 2", ["(-1, 1)", "(2, 4)"]],
    ["2x + 1", "-x + 7", ["(2, 5)"]],
    ["x^2", "x^2 + 1", []],
    ["sqrt(x)", "x/2", ["(0, 0)", "(4, 2)"]],
    ["1/x", "x", ["(-1, -1)", "(1, 1)"]],
  ])("y = %s and y = %s meet at %j", (f, g, points) => {
    expect(shown(findIntersections(graph(f), graph(g), -10, 10))).toEqual(points)
  })
})

describe("findZeros", () => {
  it.each<[string, string[]]>([
    ["x^2 - 5x + 6", ["(2, 0)", "(3, 0)"]],
    ["x^2", ["(0, 0)"]], // touches without crossing
    ["(x - 1)^2 * (x + 3)", ["(-3, 0)", "(1, 0)"]],
    ["1/x", []], // a pole, not a zero
    ["x^2 + 1", []],
    ["2x - 1", ["(0.5, 0)"]],
    ["x^3 - 2", ["(1.26, 0)"]],
  ])("y = %s is zero at %j", (f, points) => {
    expect(shown(findZeros(graph(f), -10, 10))).toEqual(points)
  })
})

describe("findExtrema", () => {
  it.each<[string, { kind: string; at: string }[]]>([
    ["x^2 - 4x + 1", [{ kind: "minimum", at: "(2, -3)" }]],
    ["-(x + 1)^2 + 5", [{ kind: "maximum", at: "(-1, 5)" }]],
    [
      "x^3 - 3x",
      [
        { kind: "maximum", at: "(-1, 2)" },
        { kind: "minimum", at: "(1, -2)" },
      ],
    ],
    ["2x + 1", []],
  ])("y = %s turns at %j", (f, points) => {
    expect(findExtrema(graph(f), -10, 10).map((p) => ({ kind: p.kind, at: formatPoint(p) }))).toEqual(points)
  })
})

describe("format3", () => {
  it.each([
    [2, "2"],
    [-1.0000000001, "-1"],
    [1 / 3, "0.333"],
    [2 / 3, "0.667"],
    [-0.0001, "0"],
    [1234.56789, "1234.568"],
  ])("%d reads %s", (v, s) => expect(format3(v)).toBe(s))
})

describe("tableOfValues", () => {
  it("tabulates y for x from the start, step apart, with gaps where f is undefined", () => {
    expect(tableOfValues(graph("sqrt(x)"), -1, 1, 4)).toEqual([
      { x: -1, y: null },
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: Math.SQRT2 },
    ])
  })

  it("keeps decimal steps clean (0.1 + 0.2 is 0.3)", () => {
    expect(tableOfValues(graph("x"), 0.1, 0.1, 3).map((r) => r.x)).toEqual([0.1, 0.2, 0.3])
  })

  it("gives no rows for a zero or missing step", () => {
    expect(tableOfValues(graph("x"), 0, 0)).toEqual([])
    expect(tableOfValues(graph("x"), Number.NaN, 1)).toEqual([])
  })
})
