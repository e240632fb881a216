/**
 * Regression on a data table, as the SAT's graphing calculator does it:
 * linear (y = mx + b), quadratic (y = ax² + bx + c) and exponential
 * (y = a·bˣ), each with r² = 1 − SSres/SStot on the data as entered.
 * Linear least squares comes from simple-statistics (tree-shaken, well under
 * 1 kB); it has no polynomial fit, so the quadratic solves its 3×3 normal
 * equations here, and the exponential is the linear fit of ln y (as the TI-84
 * does it), which needs every y above 0.
 */
import { linearRegression } from "simple-statistics"

export type Model = "linear" | "quadratic" | "exponential"
export type DataPoint = readonly [x: number, y: number]
export type Fit =
  | { ok: true; model: Model; coefficients: number[]; predict: (x: number) => number; r2: number; equation: string }
  | { ok: false; error: string }

export const MODEL_LABELS: Record<Model, string> = {
  linear: "Linear: y = mx + b",
  quadratic: "Quadratic: y = ax² + bx + c",
  exponential: "Exponential: y = a·bˣ",
}

const MIN_POINTS: Record<Model, number> = { linear: 2, quadratic: 3, exponential: 2 }

/** r² of a prediction over the data: 1 when it passes through every point. */
export function rSquared(data: readonly DataPoint[], predict: (x: number) => number): number {
  const mean = data.reduce((s, [, y]) => s + y, 0) / data.length
  const ssTot = data.reduce((s, [, y]) => s + (y - mean) ** 2, 0)
  const ssRes = data.reduce((s, [x, y]) => s + (y - predict(x)) ** 2, 0)
  if (ssTot === 0) return ssRes === 0 ? 1 : 0
  return Math.max(0, 1 - ssRes / ssTot)
}

/** Solves a 3×3 system by Gaussian elimination with partial pivoting; null when singular. */
function solve3(m: number[][], v: number[]): number[] | null {
  const a = m.map((row, i) => [...row, v[i]!])
  for (let c = 0; c < 3; c++) {
    let p = c
    for (let r = c + 1; r < 3; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r
    if (Math.abs(a[p]![c]!) < 1e-12) return null
    ;[a[c], a[p]] = [a[p]!, a[c]!]
    for (let r = 0; r < 3; r++) {
      if (r === c) continue
      const k = a[r]![c]! / a[c]![c]!
      for (let j = c; j < 4; j++) a[r]![j]! -= k * a[c]![j]!
    }
  }
  return a.map((row, i) => row[3]! / row[i]!)
}

// Up to 4 significant digits in the printed equation, as the calculator shows it.
const num = (v: number) => {
  const r = Number(v.toPrecision(4))
  return Object.is(r, -0) ? "0" : String(r)
}
const signed = (v: number) => (v < 0 ? ` − ${num(-v)}` : ` + ${num(v)}`)

export function fit(model: Model, data: readonly DataPoint[]): Fit {
  const points = data.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y))
  if (points.length < MIN_POINTS[model])
    return { ok: false, error: `A ${model} fit needs at least ${MIN_POINTS[model]} points with both x and y.` }
  if (new Set(points.map(([x]) => x)).size < MIN_POINTS[model])
    return { ok: false, error: `A ${model} fit needs at least ${MIN_POINTS[model]} different x values.` }

  if (model === "linear") {
    const { m, b } = linearRegression(points.map(([x, y]) => [x, y]))
    const predict = (x: number) => m * x + b
    return {
      ok: true,
      model,
      coefficients: [m, b],
      predict,
      r2: rSquared(points, predict),
      equation: `y = ${num(m)}x${signed(b)}`,
    }
  }
  if (model === "exponential") {
    if (points.some(([, y]) => y <= 0)) return { ok: false, error: "An exponential fit needs every y above 0." }
    const { m, b } = linearRegression(points.map(([x, y]) => [x, Math.log(y)]))
    const [a, base] = [Math.exp(b), Math.exp(m)]
    const predict = (x: number) => a * base ** x
    return {
      ok: true,
      model,
      coefficients: [a, base],
      predict,
      r2: rSquared(points, predict),
      equation: `y = ${num(a)}·${num(base)}^x`,
    }
  }
  // Quadratic: the normal equations of least squares in 1, x, x².
  const s = (k: number) => points.reduce((t, [x]) => t + x ** k, 0)
  const t = (k: number) => points.reduce((u, [x, y]) => u + y * x ** k, 0)
  const sol = solve3(
    [
      [s(4), s(3), s(2)],
      [s(3), s(2), s(1)],
      [s(2), s(1), points.length],
    ],
    [t(2), t(1), t(0)],
  )
  if (!sol) return { ok: false, error: "These points do not determine a parabola." }
  const [a, b, c] = sol as [number, number, number]
  const predict = (x: number) => a * x * x + b * x + c
  return {
    ok: true,
    model,
    coefficients: [a, b, c],
    predict,
    r2: rSquared(points, predict),
    equation: `y = ${num(a)}x^2${signed(b)}x${signed(c)}`,
  }
}

/** Reads the data table's cells: blank rows are skipped; a half-filled or non-numeric row is an error naming it. */
export function parseRows(rows: readonly { x: string; y: string }[]): { data: DataPoint[] } | { error: string } {
  const data: DataPoint[] = []
  for (const [i, row] of rows.entries()) {
    const [x, y] = [row.x.trim(), row.y.trim()]
    if (x === "" && y === "") continue
    const [nx, ny] = [Number(x.replace(/[−–]/g, "-")), Number(y.replace(/[−–]/g, "-"))]
    if (x === "" || y === "" || !Number.isFinite(nx) || !Number.isFinite(ny))
      return { error: `Row ${i + 1} needs a number for both x and y.` }
    data.push([nx, ny])
  }
  return { data }
}
