import { describeAxis, formatNumber, stepDecimals, ticks } from "./axis"
import { compile } from "./expr"
import type { FunctionFigure } from "./spec"
import { frame, marker, polyline, SERIES_DASH, simplify, svgDocument, text, type Legend } from "./svg"

const SAMPLES = 600
/** The first graph in the theme's primary colour (dashes, not colour, tell graphs apart). */
const PRIMARY_STROKE = 'style="stroke: var(--primary, currentColor)" '

/** The sampled graph of `f` over [a, b], split where it leaves the y-range or is undefined, clipped at the edges. */
export function samplePieces(f: (x: number) => number, a: number, b: number, ymin: number, ymax: number) {
  const pieces: [number, number][][] = []
  let piece: [number, number][] = []
  const clip = (y: number) => Math.min(ymax, Math.max(ymin, y))
  let prev: [number, number] | null = null
  for (let i = 0; i <= SAMPLES; i++) {
    const x = a + ((b - a) * i) / SAMPLES
    const y = f(x)
    const inside = Number.isFinite(y) && y >= ymin && y <= ymax
    if (inside) {
      // Entering from outside: start at the edge where the curve crosses it.
      if (!piece.length && prev && Number.isFinite(prev[1])) {
        const edge = clip(prev[1])
        piece.push([prev[0] + ((x - prev[0]) * (edge - prev[1])) / (y - prev[1]), edge])
      }
      piece.push([x, y])
    } else if (piece.length) {
      if (Number.isFinite(y) && prev) {
        const edge = clip(y)
        piece.push([prev[0] + ((x - prev[0]) * (edge - prev[1])) / (y - prev[1]), edge])
      }
      pieces.push(piece)
      piece = []
    }
    prev = [x, y]
  }
  if (piece.length) pieces.push(piece)
  return pieces.filter((p) => p.length > 1)
}

/** Refines a root of f between a and b (f(a), f(b) of opposite signs). */
function bisect(f: (x: number) => number, a: number, b: number): number {
  let fa = f(a)
  for (let i = 0; i < 80; i++) {
    const m = (a + b) / 2
    const fm = f(m)
    if (fm === 0) return m
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m
      fa = fm
    } else b = m
  }
  return (a + b) / 2
}

/** Refines an extremum of f inside [a, b] by golden-section search. */
function extremum(f: (x: number) => number, a: number, b: number, max: boolean): number {
  const g = (Math.sqrt(5) - 1) / 2
  const h = (x: number) => (max ? -f(x) : f(x))
  for (let i = 0; i < 100; i++) {
    const c = b - g * (b - a)
    const d = a + g * (b - a)
    if (h(c) < h(d)) b = d
    else a = c
  }
  return (a + b) / 2
}

/** Rounds away float noise so 2.9999999997 reads as 3. */
const clean = (v: number) => (Math.abs(v - Math.round(v * 1e6) / 1e6) < 1e-7 ? Math.round(v * 1e6) / 1e6 : v)

export type KeyPoint = { x: number; y: number; what: string }

/**
 * The points a student reads off a function's graph: where it crosses the
 * y-axis and the x-axis, its turning points, its endpoints (when a domain is
 * given), and the gridline crossings it passes through exactly.
 */
export function keyPoints(fig: FunctionFigure, i: number): KeyPoint[] {
  const spec = fig.functions[i]!
  const f = compile(spec.expr)
  const [a, b] = spec.domain ?? [fig.x.min, fig.x.max]
  const inY = (y: number) => Number.isFinite(y) && y >= fig.y.min - 1e-9 && y <= fig.y.max + 1e-9
  const out: KeyPoint[] = []
  const add = (x: number, y: number, what: string) => {
    x = clean(x)
    y = clean(y)
    if (!inY(y)) return
    const twin = out.find((p) => Math.abs(p.x - x) < 1e-6 && Math.abs(p.y - y) < 1e-6)
    if (twin) twin.what = twin.what.includes(what) ? twin.what : `${twin.what}; ${what}`
    else out.push({ x, y, what })
  }
  if (spec.domain) add(a, f(a), "left endpoint")
  if (a <= 0 && b >= 0) add(0, f(0), "y-intercept")
  const step = (b - a) / 2000
  let px = a
  let py = f(a)
  let pdy = NaN
  for (let k = 1; k <= 2000; k++) {
    const x = a + k * step
    const y = f(x)
    if (Number.isFinite(y) && Number.isFinite(py)) {
      if (y === 0) add(x, 0, "x-intercept")
      else if (py !== 0 && Math.sign(y) !== Math.sign(py)) add(bisect(f, px, x), 0, "x-intercept")
      const dy = y - py
      if (Number.isFinite(pdy) && Math.sign(dy) !== Math.sign(pdy) && dy !== 0 && pdy !== 0) {
        const max = pdy > 0
        const xm = extremum(f, px - step, x, max)
        const ym = f(xm)
        add(xm, ym, max ? "maximum" : "minimum")
        if (Math.abs(ym) < 1e-9) add(xm, 0, "x-intercept")
      }
      pdy = dy
    }
    px = x
    py = y
  }
  if (spec.domain) add(b, f(b), "right endpoint")
  // Gridline crossings the graph passes through exactly (what a student can read without guessing).
  for (const gx of ticks(fig.x)) {
    if (gx < a - 1e-9 || gx > b + 1e-9) continue
    const gy = f(gx)
    const onGrid = Math.abs(gy / fig.y.step - Math.round(gy / fig.y.step)) < 1e-9
    if (onGrid) add(gx, gy, "")
  }
  return out.sort((p, q) => p.x - q.x)
}

/** Whether `f` is a line over its domain (its sampled slope never changes). */
export function isLinear(fig: FunctionFigure, i: number): boolean {
  const spec = fig.functions[i]!
  const f = compile(spec.expr)
  const [a, b] = spec.domain ?? [fig.x.min, fig.x.max]
  const s = (x0: number, x1: number) => (f(x1) - f(x0)) / (x1 - x0)
  const m = s(a, b)
  return Array.from({ length: 20 }, (_, k) => a + ((b - a) * k) / 20).every(
    (x) => Math.abs(s(x, x + (b - a) / 20) - m) < 1e-9 * Math.max(1, Math.abs(m)),
  )
}

const decimals = (fig: FunctionFigure) => Math.max(2, stepDecimals(fig.x.step), stepDecimals(fig.y.step))

/** "(2, −3)", or "about (1.41, 0)" when a coordinate is not exact to two places. */
function coords(fig: FunctionFigure, x: number, y: number): string {
  const d = decimals(fig)
  const exact = [x, y].every((v) => Math.abs(v - Number(v.toFixed(d))) < 1e-6)
  return `${exact ? "" : "about "}(${formatNumber(x, d)}, ${formatNumber(y, d)})`
}

/** The text alternative: the plane, each graph's shape and key points, and the marked points. */
export function describeFunction(fig: FunctionFigure): string {
  const parts = [
    `Graph in the xy-plane titled "${fig.title}". ${describeAxis(fig.x, "horizontal")} ${describeAxis(fig.y, "vertical")}`,
  ]
  fig.functions.forEach((spec, i) => {
    const shape = isLinear(fig, i) ? "a line" : "a curve"
    const span = spec.domain
      ? `, drawn only for x from ${formatNumber(spec.domain[0])} to ${formatNumber(spec.domain[1])}`
      : ""
    const pts = keyPoints(fig, i).map((p) => `${coords(fig, p.x, p.y)}${p.what ? ` (${p.what})` : ""}`)
    parts.push(`The graph of ${spec.label} is ${shape}${span}. It passes through ${pts.join(", ")}.`)
  })
  for (const p of fig.points ?? [])
    parts.push(`A point${p.label ? ` labelled ${p.label}` : ""} is marked at ${coords(fig, p.x, p.y)}.`)
  return parts.join(" ")
}

export function renderFunction(fig: FunctionFigure): string {
  const legend: Legend | undefined =
    fig.functions.length > 1
      ? fig.functions.map((s, i) => ({
          name: s.label,
          swatch: (x, y) =>
            `<line x1="${x}" y1="${y}" x2="${x + 22}" y2="${y}" stroke="currentColor" ${i === 0 ? PRIMARY_STROKE : ""}stroke-width="2.25"${SERIES_DASH[i]}/>`,
        }))
      : undefined
  const fr = frame({ title: fig.title, x: fig.x, y: fig.y, legend, plane: true })
  const marks: string[] = []
  fig.functions.forEach((spec, i) => {
    const f = compile(spec.expr)
    const [a, b] = spec.domain ?? [fig.x.min, fig.x.max]
    for (const piece of samplePieces(f, a, b, fig.y.min, fig.y.max))
      marks.push(
        polyline(
          simplify(piece.map(([x, y]) => [fr.px(x), fr.py(y)])),
          `stroke="currentColor" ${i === 0 ? PRIMARY_STROKE : ""}stroke-width="2.25" stroke-linejoin="round"${SERIES_DASH[i]}`,
        ),
      )
    // Closed endpoints of a limited domain.
    if (spec.domain)
      for (const x of spec.domain) {
        const y = f(x)
        if (Number.isFinite(y) && y >= fig.y.min && y <= fig.y.max) marks.push(marker(0, fr.px(x), fr.py(y), 3.5))
      }
  })
  for (const p of fig.points ?? []) {
    marks.push(marker(0, fr.px(p.x), fr.py(p.y), 4))
    if (p.label) marks.push(text(fr.px(p.x) + 7, fr.py(p.y) - 7, p.label, 13, 'font-weight="600"'))
  }
  return svgDocument(describeFunction(fig), fr.height, [...fr.parts, ...marks])
}
