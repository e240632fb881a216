import { parseExpr } from "./expr"

/**
 * A figure as data. `build` draws it as SVG and writes its text alternative
 * from the same numbers, so the two cannot disagree.
 */

/** A numeric axis: gridlines every `step` from `min` to `max`, labelled every `labelEvery` gridlines. */
export type Axis = {
  label: string
  min: number
  max: number
  step: number
  labelEvery?: number
  /** Written before / after every tick label and value, e.g. "$" or "%". */
  prefix?: string
  suffix?: string
  /** No thousands separator (years: 2024, not 2,024). */
  plain?: boolean
  /** Always this many decimals (money: $1.50). */
  decimals?: number
}

/** The horizontal axis of a bar chart: one group of bars per category. */
export type CategoryAxis = { label: string; categories: string[] }

export type BarFigure = {
  kind: "bar"
  title: string
  x: CategoryAxis
  y: Axis
  /** One value per category per series; two or three series make grouped bars with a legend. */
  series: { name: string; values: number[] }[]
  /** Print each bar's value above it (when the question is not about reading the scale). */
  valueLabels?: boolean
}

export type LineFigure = {
  kind: "line"
  title: string
  x: Axis
  y: Axis
  series: { name: string; points: [number, number][] }[]
}

export type ScatterFigure = {
  kind: "scatter"
  title: string
  x: Axis
  y: Axis
  points: [number, number][]
  lineOfBestFit?: { slope: number; intercept: number }
}

export type FunctionFigure = {
  kind: "function"
  title: string
  x: Axis
  y: Axis
  /** `expr` in x (see expr.ts); `domain` limits the drawn piece (default: the whole x-axis). */
  functions: { expr: string; label: string; domain?: [number, number] }[]
  /** Marked points, e.g. an intersection a question refers to. */
  points?: { x: number; y: number; label?: string }[]
}

export type Figure = BarFigure | LineFigure | ScatterFigure | FunctionFigure
export const FIGURE_KINDS = ["bar", "line", "scatter", "function"] as const

const EPS = 1e-9
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)
const inRange = (v: number, a: Axis) => v >= a.min - EPS && v <= a.max + EPS

function axisProblems(a: unknown, name: string): string[] {
  const axis = a as Partial<Axis> | undefined
  if (!axis || typeof axis !== "object") return [`${name} is required`]
  const out: string[] = []
  if (typeof axis.label !== "string" || !axis.label.trim()) out.push(`${name}.label is required`)
  if (!isNum(axis.min) || !isNum(axis.max) || axis.min >= axis.max) out.push(`${name}: min must be less than max`)
  else if (!isNum(axis.step) || axis.step <= 0) out.push(`${name}.step must be a positive number`)
  else {
    const n = (axis.max - axis.min) / axis.step
    if (Math.abs(n - Math.round(n)) > 1e-6) out.push(`${name}: max - min must be a whole number of steps`)
    else if (n > 40) out.push(`${name}: ${Math.round(n)} gridlines are too many to read (at most 40)`)
  }
  if (axis.decimals !== undefined && !(Number.isInteger(axis.decimals) && axis.decimals >= 0 && axis.decimals <= 4))
    out.push(`${name}.decimals must be a whole number from 0 to 4`)
  if (axis.labelEvery !== undefined && !(Number.isInteger(axis.labelEvery) && axis.labelEvery >= 1))
    out.push(`${name}.labelEvery must be a whole number from 1`)
  return out
}

/** What is wrong with a figure spec (each message names the part), or nothing. */
export function figureProblems(raw: unknown): string[] {
  const f = raw as Partial<Figure> & Record<string, unknown>
  if (!f || typeof f !== "object" || Array.isArray(f)) return ["must be an object"]
  if (!FIGURE_KINDS.includes(f.kind as never)) return [`kind must be one of ${FIGURE_KINDS.join(", ")}`]
  const out: string[] = []
  if (typeof f.title !== "string" || !f.title.trim()) out.push("title is required")
  const y = f.y as Axis
  out.push(...axisProblems(y, "y"))
  const yOk = axisProblems(y, "y").length === 0

  if (f.kind === "bar") {
    const x = f.x as CategoryAxis | undefined
    const cats = x?.categories
    if (!x || typeof x.label !== "string" || !Array.isArray(cats) || cats.length < 2 || cats.length > 12)
      out.push("x needs a label and 2 to 12 categories")
    const series = (f.series ?? []) as BarFigure["series"]
    if (!Array.isArray(series) || series.length < 1 || series.length > 3) out.push("series: 1 to 3 series")
    else
      series.forEach((s, i) => {
        if (typeof s.name !== "string" || !s.name.trim()) out.push(`series[${i}].name is required`)
        if (!Array.isArray(s.values) || s.values.length !== (cats?.length ?? -1))
          out.push(`series[${i}] needs one value per category`)
        else if (yOk)
          s.values.forEach((v, j) => {
            if (!isNum(v) || !inRange(v, y)) out.push(`series[${i}].values[${j}] = ${String(v)} is off the y-axis`)
          })
      })
    return out
  }

  out.push(...axisProblems(f.x, "x"))
  if (out.length) return out
  const x = f.x as Axis
  const pointProblem = (p: unknown, where: string) => {
    const [px, py] = Array.isArray(p) ? p : [(p as { x?: unknown })?.x, (p as { y?: unknown })?.y]
    if (!isNum(px) || !isNum(py)) out.push(`${where} must be two numbers`)
    else if (!inRange(px, x) || !inRange(py, y)) out.push(`${where} (${px}, ${py}) is outside the axes`)
  }

  if (f.kind === "line") {
    const series = (f.series ?? []) as LineFigure["series"]
    if (!Array.isArray(series) || series.length < 1 || series.length > 3) out.push("series: 1 to 3 series")
    else
      series.forEach((s, i) => {
        if (typeof s.name !== "string" || !s.name.trim()) out.push(`series[${i}].name is required`)
        if (!Array.isArray(s.points) || s.points.length < 2) out.push(`series[${i}] needs at least 2 points`)
        else s.points.forEach((p, j) => pointProblem(p, `series[${i}].points[${j}]`))
      })
  } else if (f.kind === "scatter") {
    const points = f.points as ScatterFigure["points"]
    if (!Array.isArray(points) || points.length < 3) out.push("points: at least 3")
    else points.forEach((p, j) => pointProblem(p, `points[${j}]`))
    const fit = f.lineOfBestFit as ScatterFigure["lineOfBestFit"]
    if (fit !== undefined && (!isNum(fit?.slope) || !isNum(fit?.intercept)))
      out.push("lineOfBestFit needs a slope and an intercept")
  } else {
    const fns = f.functions as FunctionFigure["functions"]
    if (!Array.isArray(fns) || fns.length < 1 || fns.length > 3) out.push("functions: 1 to 3 functions")
    else
      fns.forEach((fn, i) => {
        if (typeof fn.label !== "string" || !fn.label.trim()) out.push(`functions[${i}].label is required`)
        try {
          parseExpr(String(fn.expr ?? ""))
        } catch (e) {
          out.push(`functions[${i}].expr: ${(e as Error).message}`)
        }
        if (fn.domain !== undefined) {
          const [a, b] = fn.domain
          if (!isNum(a) || !isNum(b) || a >= b || !inRange(a, x) || !inRange(b, x))
            out.push(`functions[${i}].domain must be [a, b] with a < b inside the x-axis`)
        }
      })
    const points = (f.points ?? []) as FunctionFigure["points"]
    points?.forEach((p, j) => pointProblem(p, `points[${j}]`))
  }
  return out
}
