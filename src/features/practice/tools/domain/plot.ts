/**
 * Pure geometry for the graph: viewport maths, sampling a function into SVG
 * path data (broken at gaps and asymptotes) and "nice" grid ticks.
 * A hand-made plotter: function-plot is 65 kB gzip (d3 + its own parser), mafs
 * pulls KaTeX; this file and the graph component are a few kB on the shared parser.
 */

export type Viewport = { xMin: number; xMax: number; yMin: number; yMax: number }
export type Size = { width: number; height: number }

export const DEFAULT_VIEWPORT: Viewport = { xMin: -10, xMax: 10, yMin: -10, yMax: 10 }

export const toScreenX = (v: Viewport, s: Size, x: number) => ((x - v.xMin) / (v.xMax - v.xMin)) * s.width
export const toScreenY = (v: Viewport, s: Size, y: number) => ((v.yMax - y) / (v.yMax - v.yMin)) * s.height
export const toWorldX = (v: Viewport, s: Size, px: number) => v.xMin + (px / s.width) * (v.xMax - v.xMin)

/** Zooms about a centre point; factor < 1 zooms in. Keeps the range within sane limits. */
export function zoom(v: Viewport, factor: number, cx = (v.xMin + v.xMax) / 2, cy = (v.yMin + v.yMax) / 2): Viewport {
  const width = (v.xMax - v.xMin) * factor
  if (width < 1e-6 || width > 1e7) return v
  return {
    xMin: cx - (cx - v.xMin) * factor,
    xMax: cx + (v.xMax - cx) * factor,
    yMin: cy - (cy - v.yMin) * factor,
    yMax: cy + (v.yMax - cy) * factor,
  }
}

/** Pans by a fraction of the visible range (dx = 0.1 moves the view a tenth to the right). */
export function pan(v: Viewport, dx: number, dy: number): Viewport {
  const w = v.xMax - v.xMin
  const h = v.yMax - v.yMin
  return { xMin: v.xMin + dx * w, xMax: v.xMax + dx * w, yMin: v.yMin + dy * h, yMax: v.yMax + dy * h }
}

/**
 * A sign change where the midpoint is larger than both ends is a pole (1/x at
 * 0, tan at 90 degrees), not a zero crossing: the curve must not be joined there.
 */
function crossesAsymptote(f: (x: number) => number, x0: number, y0: number, x1: number, y1: number): boolean {
  if (Math.sign(y0) === Math.sign(y1)) return false
  const mid = f((x0 + x1) / 2)
  return !Number.isFinite(mid) || Math.abs(mid) > Math.max(Math.abs(y0), Math.abs(y1))
}

/** SVG path data for y = f(x) across the viewport, one sample per `step` pixels. */
export function samplePath(f: (x: number) => number, v: Viewport, s: Size, step = 2): string {
  const parts: string[] = []
  let pen = false
  let prevY = NaN
  let prevX = NaN
  for (let px = 0; px <= s.width; px += step) {
    const x = toWorldX(v, s, px)
    const y = f(x)
    if (!Number.isFinite(y)) {
      pen = false
      continue
    }
    if (pen && crossesAsymptote(f, prevX, prevY, x, y)) pen = false
    // Clamp far-off values so the path stays inside a sane coordinate range.
    const sy = Math.max(-s.height, Math.min(2 * s.height, toScreenY(v, s, y)))
    parts.push(`${pen ? "L" : "M"}${px.toFixed(1)} ${sy.toFixed(1)}`)
    pen = true
    prevX = x
    prevY = y
  }
  return parts.join("")
}

/** About `target` evenly spaced round values (1, 2 or 5 times a power of ten) in [min, max]. */
export function ticks(min: number, max: number, target = 8): number[] {
  const raw = (max - min) / target
  if (!(raw > 0)) return []
  const pow = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * pow).find((x) => x >= raw) ?? 10 * pow
  const out: number[] = []
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step)
    out.push(Math.abs(t) < step * 1e-9 ? 0 : Number(t.toPrecision(12)))
  return out
}

/**
 * SVG path data for the region y < f(x) (`above` false) or y > f(x) (`above`
 * true) across the viewport: one closed shape per stretch where f is defined,
 * between the curve and the bottom or top edge.
 */
export function regionPath(f: (x: number) => number, v: Viewport, s: Size, above: boolean, step = 4): string {
  const edge = above ? 0 : s.height
  const shapes: string[] = []
  let run: string[] = []
  let start = 0
  let end = 0
  const close = () => {
    if (run.length > 1) shapes.push(`M${start.toFixed(1)} ${edge}${run.join("")}L${end.toFixed(1)} ${edge}Z`)
    run = []
  }
  for (let px = 0; px <= s.width; px += step) {
    const y = f(toWorldX(v, s, px))
    if (!Number.isFinite(y)) {
      close()
      continue
    }
    if (run.length === 0) start = px
    end = px
    const sy = Math.max(0, Math.min(s.height, toScreenY(v, s, y)))
    run.push(`L${px.toFixed(1)} ${sy.toFixed(1)}`)
  }
  close()
  return shapes.join("")
}
