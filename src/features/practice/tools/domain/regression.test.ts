import { describe, expect, it } from "vitest"
import { fit, parseRows, rSquared, type DataPoint, type Model } from "./regression"

const ok = (model: Model, data: DataPoint[]) => {
  const f = fit(model, data)
  if (!f.ok) throw new Error(f.error)
  return f
}

describe("fit", () => {
  it.each<[Model, DataPoint[], number[], string]>([
    // Exact data: the fit recovers the coefficients and r² is 1.
    [
      "linear",
      [
        [0, 1],
        [1, 3],
        [2, 5],
        [3, 7],
      ],
      [2, 1],
      "y = 2x + 1",
    ],
    [
      "linear",
      [
        [-2, 8],
        [0, 4],
        [2, 0],
      ],
      [-2, 4],
      "y = -2x + 4",
    ],
    [
      "quadratic",
      [
        [-1, 6],
        [0, 1],
        [1, -2],
        [2, -3],
        [3, -2],
      ],
      [1, -4, 1],
      "y = 1x^2 − 4x + 1",
    ],
    [
      "exponential",
      [
        [0, 3],
        [1, 6],
        [2, 12],
        [3, 24],
      ],
      [3, 2],
      "y = 3·2^x",
    ],
    [
      "exponential",
      [
        [0, 100],
        [1, 50],
        [2, 25],
      ],
      [100, 0.5],
      "y = 100·0.5^x",
    ],
  ])("%s fit of exact data", (model, data, coefficients, equation) => {
    const f = ok(model, data)
    f.coefficients.forEach((c, i) => expect(c).toBeCloseTo(coefficients[i]!, 9))
    expect(f.r2).toBeCloseTo(1, 12)
    expect(f.equation).toBe(equation)
  })

  it("linear fit of noisy data: the least-squares line and its r²", () => {
    // Worked by hand: x̄ = 2.5, ȳ = 4.5, Sxy = 8, Sxx = 5 -> m = 1.6, b = 0.5; SSres = 0.2, SStot = 13.
    const f = ok("linear", [
      [1, 2],
      [2, 4],
      [3, 5],
      [4, 7],
    ])
    expect(f.coefficients[0]).toBeCloseTo(1.6, 12)
    expect(f.coefficients[1]).toBeCloseTo(0.5, 12)
    expect(f.r2).toBeCloseTo(1 - 0.2 / 13, 12)
  })

  it("quadratic fit of noisy data matches the known least-squares parabola", () => {
    // y = x² plus ±0.1 noise at x = -2..2; numpy.polyfit gives 1.0285714x² + 0x − 0.0371429, r² = 0.9975369.
    const f = ok("quadratic", [
      [-2, 4.1],
      [-1, 0.9],
      [0, 0.1],
      [1, 0.9],
      [2, 4.1],
    ])
    expect(f.coefficients[0]).toBeCloseTo(1.0285714, 6)
    expect(f.coefficients[1]).toBeCloseTo(0, 9)
    expect(f.coefficients[2]).toBeCloseTo(-0.0371429, 6)
    expect(f.r2).toBeCloseTo(0.9975369, 6)
  })

  it.each<[Model, DataPoint[], string]>([
    ["linear", [[1, 2]], "A linear fit needs at least 2 points with both x and y."],
    [
      "linear",
      [
        [1, 2],
        [1, 3],
      ],
      "A linear fit needs at least 2 different x values.",
    ],
    [
      "quadratic",
      [
        [0, 1],
        [1, 2],
      ],
      "A quadratic fit needs at least 3 points with both x and y.",
    ],
    [
      "exponential",
      [
        [0, 1],
        [1, -2],
      ],
      "An exponential fit needs every y above 0.",
    ],
  ])("%s fit refuses %j with a clear message", (model, data, error) => {
    expect(fit(model, data)).toEqual({ ok: false, error })
  })
})

describe("rSquared", () => {
  it("is 1 for a perfect prediction and 0 for the mean", () => {
    const data: DataPoint[] = [
      [0, 1],
      [1, 2],
      [2, 6],
    ]
    expect(rSquared(data, (x) => [1, 2, 6][x]!)).toBe(1)
    expect(rSquared(data, () => 3)).toBe(0)
  })
})

describe("parseRows", () => {
  it("reads numbers (with a typographic minus) and skips blank rows", () => {
    expect(
      parseRows([
        { x: "1", y: "2" },
        { x: "", y: "" },
        { x: "−3", y: "4.5" },
      ]),
    ).toEqual({
      data: [
        [1, 2],
        [-3, 4.5],
      ],
    })
  })

  it.each([
    [{ x: "1", y: "" }, "Row 1 needs a number for both x and y."],
    [{ x: "a", y: "2" }, "Row 1 needs a number for both x and y."],
  ])("refuses %j", (row, error) => expect(parseRows([row])).toEqual({ error }))
})
