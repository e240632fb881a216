import { describe, expect, it } from "vitest"
import {
  compileFunction,
  compileGraph,
  evaluateExpression,
  formatNumber,
  inRegion,
  normalise,
  type Relation,
} from "./evaluate"

describe("evaluateExpression", () => {
  it.each<[string, "deg" | "rad", string]>([
    ["2^10", "rad", "1024"],
    ["(1+2)*3", "rad", "9"],
    ["2^3^2", "rad", "512"],
    ["-2^2", "rad", "-4"],
    ["sqrt(16)", "rad", "4"],
    ["√(2)^2", "rad", "2"],
    ["0.1+0.2", "rad", "0.3"],
    ["sin(30)", "deg", "0.5"],
    ["cos(60)", "deg", "0.5"],
    ["tan(45)", "deg", "1"],
    ["sin(180)", "deg", "0"],
    ["asin(1)", "deg", "90"],
    ["sin(pi/2)", "rad", "1"],
    ["sin(pi)", "rad", "0"],
    ["cos(π)", "rad", "-1"],
    ["log(1000)", "rad", "3"],
    ["ln(e)", "rad", "1"],
    ["2pi", "rad", "6.283185307"],
    ["3(4+1)", "rad", "15"],
    ["(2+1)(2-1)", "rad", "3"],
    ["1e3+1", "rad", "1001"],
    ["5!", "rad", "120"],
    ["abs(-3)", "rad", "3"],
    ["12÷4×3", "rad", "9"],
    ["ans*2", "rad", "14"],
  ])("%s (%s) = %s", (input, mode, text) => {
    expect(evaluateExpression(input, mode, 7)).toMatchObject({ ok: true, text })
  })

  it.each([
    ["2+*3", "“*” is not expected there."],
    ["(2+3", "A closing parenthesis is missing."],
    ["2+3)", "Something is out of place: check for an extra parenthesis or a missing operator."],
    ["", "Type an expression first."],
    ["2+", "The expression ends too early."],
    ["foo(2)", "Unknown name “foo”. Use x in graphs; functions need parentheses, e.g. sqrt(2)."],
    ["1/0", "Undefined: division by zero or a result too large."],
    ["sqrt(-1)", "Not a real number (for example the square root of a negative)."],
    ["tan(90)", "Not a real number (for example the square root of a negative)."],
    ["x = 3", "“=” cannot be used here."],
    ["constructor", "That name cannot be used here."],
    ["__proto__", "That name cannot be used here."],
  ])("rejects %j with a clear message", (input, error) => {
    expect(evaluateExpression(input, "deg")).toEqual({ ok: false, error })
  })
})

describe("normalise", () => {
  it.each([
    ["2x+1", "2*x+1"],
    ["log10(100)", "log10(100)"],
    ["3.5x", "3.5*x"],
    ["(x+1)(x-1)", "(x+1)*(x-1)"],
    ["2e3", "2e3"],
  ])("%s -> %s", (a, b) => expect(normalise(a)).toBe(b))
})

describe("formatNumber", () => {
  it.each([
    [1 / 3, "0.3333333333"],
    [-0, "0"],
    [1e20, "1e20"],
    [1.5e-12, "1.5e-12"],
  ])("%d -> %s", (v, s) => expect(formatNumber(v)).toBe(s))
})

describe("compileFunction", () => {
  it("compiles y = ... of x", () => {
    const f = compileFunction("y = 2x^2 - 3", "rad")
    expect(f.ok && f.fn(2)).toBe(5)
  })

  it("refuses other variables", () => {
    expect(compileFunction("x + k", "rad")).toEqual({
      ok: false,
      error: "Unknown name “k”. Use x in graphs; functions need parentheses, e.g. sqrt(2).",
    })
  })

  it("gives NaN where the function is undefined", () => {
    const f = compileFunction("sqrt(x)", "rad")
    expect(f.ok && f.fn(-1)).toBeNaN()
  })
})

describe("normalise: implicit products of letters", () => {
  it.each([
    ["ax^2+b", "a*x^2+b"],
    ["a x^2 + b", "a*x^2 + b"],
    ["2ax", "2*a*x"],
    ["pix", "pi*x"],
    ["sin(x)", "sin(x)"],
    ["a sin(x)", "a*sin(x)"],
    ["sqrt x", "sqrt x"],
    ["foo(2)", "foo(2)"],
    ["a(x - h)^2 + k", "a*(x - h)^2 + k"],
  ])("%s -> %s", (a, b) => expect(normalise(a)).toBe(b))
})

describe("compileGraph", () => {
  const compiled = (input: string) => {
    const c = compileGraph(input, "rad")
    if (!c.ok) throw new Error(c.error)
    return c
  }

  it.each<[string, string[], Record<string, number>, number, number]>([
    // Slider substitution: the free letters take the sliders' values.
    ["y = a x^2 + b", ["a", "b"], { a: 2, b: 1 }, 3, 19],
    ["y = ax^2 + b", ["a", "b"], { a: -1, b: 4 }, 2, 0],
    ["y = m x + k", ["k", "m"], { m: 0.5, k: -1 }, 4, 1],
    ["y = a(x - h)^2 + k", ["a", "h", "k"], { a: 1, h: 2, k: -3 }, 2, -3],
    ["y = 2x + 1", [], {}, 3, 7],
  ])("%s has sliders %j; with %j, f(%d) = %d", (input, params, values, x, y) => {
    const c = compiled(input)
    expect(c.params).toEqual(params)
    expect(c.fn(x, values)).toBeCloseTo(y, 12)
  })

  it.each<[string, Relation]>([
    ["y < 2x + 1", "<"],
    ["y <= 2x + 1", "<="],
    ["y ≥ x^2", ">="],
    ["y > x", ">"],
    ["2x + 1 > y", "<"],
    ["y = x", "="],
    ["x^2", "="],
  ])("%s is the relation %s", (input, relation) => expect(compiled(input).relation).toBe(relation))

  it.each([
    ["x < 3", "Write it as y = …, y < … or y ≥ … (a function of x)."],
    ["y = ", "Type a function of x."],
    ["y = x + yy", "Unknown name “y”. Use x in graphs; functions need parentheses, e.g. sqrt(2)."],
    ["y = x + speed", "Unknown name “speed”. Use x in graphs; functions need parentheses, e.g. sqrt(2)."],
  ])("refuses %j with a clear message", (input, error) => {
    expect(compileGraph(input, "rad")).toEqual({ ok: false, error })
  })
})

describe("inRegion", () => {
  // The regions y < 2x + 1 and y ≥ x² tested at points inside, outside and on the boundary.
  const line = (x: number) => 2 * x + 1
  const parabola = (x: number) => x * x
  it.each<[Relation, (x: number) => number, number, number, boolean]>([
    ["<", line, 0, 0, true],
    ["<", line, 0, 2, false],
    ["<", line, 1, 3, false], // on the dashed boundary: not included
    ["<=", line, 1, 3, true],
    [">=", parabola, 0, 1, true],
    [">=", parabola, 2, 4, true], // on the solid boundary: included
    [">=", parabola, 2, 3, false],
    [">", parabola, 1, 1, false],
    ["<", () => NaN, 0, 0, false], // undefined boundary: never shaded
  ])("y %s f(x) at (%d, %d) with f … is %s", (relation, f, x, y, inside) => {
    expect(inRegion(relation, f(x), y)).toBe(inside)
  })
})
