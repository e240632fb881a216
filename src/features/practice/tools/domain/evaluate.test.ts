import { describe, expect, it } from "vitest"
import { compileFunction, evaluateExpression, formatNumber, normalise } from "./evaluate"

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
