/**
 * Points of interest on a graph: zeros, intersections, minima and maxima of
 * y = f(x) within an x range. Plain numerics, no library: no small package
 * does bracketed root finding and extremum search (mathjs has neither, and
 * its smallest import is ~90 kB gzip), and this file is about 1 kB. Each
 * search samples the range, brackets every candidate between two samples,
 * then refines it (bisection for sign changes, golden-section search for
 * extrema) to about 1e-10 in x.
 */

export type Fn = (x: number) => number
export type PointKind = "zero" | "intersection" | "minimum" | "maximum"
export type Point = { kind: PointKind; x: number; y: number }

const SAMPLES = 800
const ITERATIONS = 100
const TOL = 1e-12

/** Bisection between a and b, where f(a) and f(b) have opposite signs. */
export function bisect(f: Fn, a: number, b: number): number {
  let fa = f(a)
  for (let i = 0; i < ITERATIONS && b - a > TOL * Math.max(1, Math.abs(a)); i++) {
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

/** Golden-section search for the minimum of f on [a, b] (f unimodal there). */
export function goldenMin(f: Fn, a: number, b: number): number {
  const r = (Math.sqrt(5) - 1) / 2
  let c = b - r * (b - a)
  let d = a + r * (b - a)
  let fc = f(c)
  let fd = f(d)
  for (let i = 0; i < ITERATIONS && b - a > TOL * Math.max(1, Math.abs(a)); i++) {
    if (fc < fd) {
      b = d
      d = c
      fd = fc
      c = b - r * (b - a)
      fc = f(c)
    } else {
      a = c
      c = d
      fc = fd
      d = a + r * (b - a)
      fd = f(d)
    }
  }
  return (a + b) / 2
}

function grid(xMin: number, xMax: number, n = SAMPLES) {
  const step = (xMax - xMin) / n
  return Array.from({ length: n + 1 }, (_, i) => xMin + i * step)
}

/** Removes near-duplicates (a root found from two neighbouring brackets). */
function dedupe(points: Point[], span: number): Point[] {
  const out: Point[] = []
  for (const p of points.sort((a, b) => a.x - b.x)) {
    const last = out[out.length - 1]
    if (!last || Math.abs(p.x - last.x) > span * 1e-6) out.push(p)
  }
  return out
}

/** Where f crosses or touches 0 in [xMin, xMax]; a pole (1/x at 0) is not a zero. */
export function findZeros(f: Fn, xMin: number, xMax: number, kind: PointKind = "zero"): Point[] {
  const xs = grid(xMin, xMax)
  const ys = xs.map(f)
  const found: Point[] = []
  const scale = Math.max(1e-9, ...ys.filter(Number.isFinite).map(Math.abs)) * 1e-9
  for (let i = 0; i < xs.length; i++) {
    const [x0, y0] = [xs[i]!, ys[i]!]
    if (!Number.isFinite(y0)) continue
    if (y0 === 0) found.push({ kind, x: x0, y: 0 })
    const [x1, y1] = [xs[i + 1], ys[i + 1]]
    if (x1 === undefined || y1 === undefined || !Number.isFinite(y1)) continue
    if (y0 * y1 < 0) {
      const x = bisect(f, x0, x1)
      // A sign change through a pole leaves |f| large at the "root".
      if (Math.abs(f(x)) <= Math.max(Math.abs(y0), Math.abs(y1))) found.push({ kind, x, y: 0 })
    }
    // A double root (x² at 0) touches without crossing: |f| has a local minimum near 0 there.
    const y2 = ys[i + 2]
    if (
      i + 2 < xs.length &&
      y2 !== undefined &&
      Number.isFinite(y2) &&
      Math.abs(y1) < Math.abs(y0) &&
      Math.abs(y1) < Math.abs(y2) &&
      y0 * y2 > 0 &&
      y0 * y1 > 0
    ) {
      const x = goldenMin((t) => Math.abs(f(t)), x0, xs[i + 2]!)
      if (Math.abs(f(x)) <= scale) found.push({ kind, x, y: 0 })
    }
  }
  return dedupe(found, xMax - xMin)
}

/** Where y = f(x) and y = g(x) meet in [xMin, xMax]. */
export function findIntersections(f: Fn, g: Fn, xMin: number, xMax: number): Point[] {
  return findZeros((x) => f(x) - g(x), xMin, xMax, "intersection").map((p) => ({ ...p, y: f(p.x) }))
}

/** Local minima and maxima strictly inside [xMin, xMax] (a vertex, a turning point). */
export function findExtrema(f: Fn, xMin: number, xMax: number): Point[] {
  const xs = grid(xMin, xMax)
  const ys = xs.map(f)
  const found: Point[] = []
  for (let i = 1; i < xs.length - 1; i++) {
    const [a, b, c] = [ys[i - 1]!, ys[i]!, ys[i + 1]!]
    if (![a, b, c].every(Number.isFinite)) continue
    const lo = xs[i - 1]!
    const hi = xs[i + 1]!
    if (b <= a && b <= c && (b < a || b < c)) {
      const x = goldenMin(f, lo, hi)
      found.push({ kind: "minimum", x, y: f(x) })
    } else if (b >= a && b >= c && (b > a || b > c)) {
      const x = goldenMin((t) => -f(t), lo, hi)
      found.push({ kind: "maximum", x, y: f(x) })
    }
  }
  return dedupe(found, xMax - xMin)
}

/** A value as a student reads it off the calculator: 3 decimals at most, no trailing zeros, no "-0". */
export function format3(v: number): string {
  const r = Number(v.toFixed(3))
  return Object.is(r, -0) || r === 0 ? "0" : String(r)
}

export const formatPoint = (p: { x: number; y: number }) => `(${format3(p.x)}, ${format3(p.y)})`

export type TableRow = { x: number; y: number | null }

/** A table of values: `rows` values of x from `start`, `step` apart (y is null where f is undefined). */
export function tableOfValues(f: Fn, start: number, step: number, rows = 11): TableRow[] {
  if (!Number.isFinite(start) || !Number.isFinite(step) || step === 0) return []
  return Array.from({ length: Math.min(Math.max(rows, 1), 100) }, (_, i) => {
    const x = Number((start + i * step).toPrecision(12))
    const y = f(x)
    return { x, y: Number.isFinite(y) ? y : null }
  })
}
