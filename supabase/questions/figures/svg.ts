import { formatValue, labelledTicks, scale, ticks } from "./axis"
import type { Axis, CategoryAxis } from "./spec"

/**
 * The frame every chart shares: title, legend, gridlines, axes, tick labels
 * and axis names, laid out in a 360-unit-wide viewBox so that at a phone's
 * 343 px the labels still render at about 12 px. Everything is drawn in
 * currentColor (plus the theme's --primary for the first series), so light
 * and dark themes both work without a stylesheet of our own.
 */

export const WIDTH = 360
const PAD = 8
const TITLE_SIZE = 15
const TICK_SIZE = 13
const LABEL_SIZE = 14
/** Average advance of a character, as a share of the font size (close for digits and lowercase). */
const CHAR = 0.58

export const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

export const textWidth = (s: string, size: number) => s.length * size * CHAR

/** Splits `text` into lines no wider than `width` (a word longer than a line keeps its own line). */
export function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (line && textWidth(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

const n = (v: number) => String(Number(v.toFixed(2)))

export function text(x: number, y: number, content: string | string[], size: number, attrs = ""): string {
  const lines = Array.isArray(content) ? content : [content]
  const body =
    lines.length === 1
      ? esc(lines[0]!)
      : lines.map((l, i) => `<tspan x="${n(x)}" dy="${i === 0 ? 0 : n(size * 1.2)}">${esc(l)}</tspan>`).join("")
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" fill="currentColor"${attrs ? ` ${attrs}` : ""}>${body}</text>`
}

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: string) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`

export const polyline = (pts: [number, number][], attrs: string) =>
  `<polyline points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="none" ${attrs}/>`

/** How series 1-3 differ without colour: line dashes and marker shapes. */
export const SERIES_DASH = ["", ' stroke-dasharray="7 4"', ' stroke-dasharray="2 3"']
export const PRIMARY = 'style="fill: var(--primary, currentColor)"'

/** A data marker of series `i` at (x, y): filled circle, hollow square, filled triangle. */
export function marker(i: number, x: number, y: number, r = 3.5): string {
  if (i === 1)
    return `<rect x="${n(x - r)}" y="${n(y - r)}" width="${n(2 * r)}" height="${n(2 * r)}" fill="none" stroke="currentColor" stroke-width="1.5"/>`
  if (i === 2)
    return `<polygon points="${n(x)},${n(y - r - 1)} ${n(x + r + 0.5)},${n(y + r - 0.5)} ${n(x - r - 0.5)},${n(y + r - 0.5)}" fill="currentColor"/>`
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="currentColor"/>`
}

export type Legend = { name: string; swatch: (x: number, y: number) => string }[]

export type Frame = {
  parts: string[]
  px: (v: number) => number
  py: (v: number) => number
  plot: { left: number; right: number; top: number; bottom: number }
  /** Centre of category i (bar charts). */
  band?: { width: number; centre: (i: number) => number }
  height: number
}

/** Every how many gridlines a label fits without touching its neighbours. */
function thin(axis: Axis, spacing: number, size: number, horizontal: boolean): Axis {
  const labels = ticks(axis).map((t) => formatValue(t, axis))
  const need = horizontal ? Math.max(...labels.map((l) => textWidth(l, size))) + 6 : size + 4
  let every = axis.labelEvery ?? 1
  while (spacing * every < need) every++
  return { ...axis, labelEvery: every }
}

export function frame(opts: {
  title: string
  x: Axis | CategoryAxis
  y: Axis
  legend?: Legend
  /** Square grid cells and bold axes through the origin (function graphs). */
  plane?: boolean
}): Frame {
  const { x, y, plane } = opts
  const parts: string[] = []
  const titleLines = wrap(opts.title, WIDTH - 2 * PAD, TITLE_SIZE)
  parts.push(text(WIDTH / 2, PAD + TITLE_SIZE, titleLines, TITLE_SIZE, 'font-weight="600" text-anchor="middle"'))
  let top = PAD + titleLines.length * TITLE_SIZE * 1.2 + 4
  for (const item of opts.legend ?? []) {
    parts.push(item.swatch(PAD + 4, top + 8), text(PAD + 32, top + 12, item.name, TICK_SIZE))
    top += 18
  }
  top += 10
  // A plane names its axes just outside the grid, where no graph can cover them.
  if (plane) top += LABEL_SIZE

  const yLabels = labelledTicks(y).map((t) => formatValue(t, y))
  const tickW = Math.max(...yLabels.map((l) => textWidth(l, TICK_SIZE))) + 6
  const yName = plane ? [] : wrap(y.label, 220, LABEL_SIZE).slice(0, 2)
  const left = PAD + yName.length * LABEL_SIZE * 1.25 + tickW
  const categories = "categories" in x ? x.categories : null
  const lastX = categories ? "" : formatValue((x as Axis).max, x as Axis)
  const right = WIDTH - PAD - Math.max(plane ? LABEL_SIZE : 4, textWidth(lastX, TICK_SIZE) / 2)
  const plotW = right - left
  let plotH = 200
  if (plane && !categories) {
    const nx = ((x as Axis).max - (x as Axis).min) / (x as Axis).step
    const ny = (y.max - y.min) / y.step
    plotH = Math.min(340, Math.max(150, (plotW * ny) / nx))
  }
  const bottom = top + plotH
  const px = categories ? (v: number) => v : scale(x as Axis, left, right)
  const py = scale(y, bottom, top)
  const grid = 'stroke="currentColor" stroke-opacity="0.22" stroke-width="1"'
  const axisAttrs = 'stroke="currentColor" stroke-width="1.5"'

  // Horizontal gridlines and the y tick labels.
  const yAxis = thin(y, plotH / ((y.max - y.min) / y.step), TICK_SIZE, false)
  // Gridlines as one path each way: a few hundred bytes instead of dozens of elements.
  const gridPath = (d: string[]) => `<path d="${d.join("")}" fill="none" ${grid}/>`
  parts.push(gridPath(ticks(y).map((t) => `M${n(left)} ${n(py(t))}H${n(right)}`)))
  for (const t of labelledTicks(yAxis))
    parts.push(text(left - 5, py(t) + 4, formatValue(t, y), TICK_SIZE, 'text-anchor="end"'))

  let below = bottom + TICK_SIZE + 6
  let band: Frame["band"]
  if (categories) {
    const width = plotW / categories.length
    band = { width, centre: (i) => left + width * (i + 0.5) }
    let rows = 1
    categories.forEach((c, i) => {
      const lines = wrap(c, width - 4, TICK_SIZE)
      rows = Math.max(rows, lines.length)
      parts.push(text(band!.centre(i), bottom + TICK_SIZE + 4, lines, TICK_SIZE, 'text-anchor="middle"'))
    })
    below = bottom + rows * TICK_SIZE * 1.2 + 8
    parts.push(line(left, bottom, right, bottom, axisAttrs), line(left, top, left, bottom, axisAttrs))
  } else {
    const xa = x as Axis
    const xAxis = thin(xa, plotW / ((xa.max - xa.min) / xa.step), TICK_SIZE, true)
    parts.push(gridPath(ticks(xa).map((t) => `M${n(px(t))} ${n(top)}V${n(bottom)}`)))
    for (const t of labelledTicks(xAxis))
      parts.push(text(px(t), bottom + TICK_SIZE + 4, formatValue(t, xa), TICK_SIZE, 'text-anchor="middle"'))
    if (plane) {
      // The x- and y-axes where they cross the plane, named at their ends.
      const ax = y.min <= 0 && y.max >= 0 ? py(0) : bottom
      const ay = xa.min <= 0 && xa.max >= 0 ? px(0) : left
      parts.push(line(left, ax, right, ax, axisAttrs), line(ay, top, ay, bottom, axisAttrs))
      parts.push(text(right + 4, ax + 5, xa.label, LABEL_SIZE, 'font-style="italic"'))
      parts.push(text(ay, top - 5, y.label, LABEL_SIZE, 'text-anchor="middle" font-style="italic"'))
      parts.push(`<rect x="${n(left)}" y="${n(top)}" width="${n(plotW)}" height="${n(plotH)}" fill="none" ${grid}/>`)
    } else parts.push(line(left, bottom, right, bottom, axisAttrs), line(left, top, left, bottom, axisAttrs))
    below = bottom + TICK_SIZE * 1.2 + 8
  }

  // Axis names: below the x-axis, and turned along the y-axis (a plane names
  // its axes at their ends instead).
  if (plane) return { parts, px, py, plot: { left, right, top, bottom }, band, height: Math.ceil(below + PAD) }
  const xName = wrap(x.label, plotW + 40, LABEL_SIZE)
  parts.push(text((left + right) / 2, below + LABEL_SIZE, xName, LABEL_SIZE, 'text-anchor="middle"'))
  const height = Math.ceil(below + xName.length * LABEL_SIZE * 1.25 + PAD)
  const yc = (top + bottom) / 2
  const yx = PAD + LABEL_SIZE
  parts.push(text(yx, yc, yName, LABEL_SIZE, `text-anchor="middle" transform="rotate(-90 ${n(yx)} ${n(yc)})"`))
  return { parts, px, py, plot: { left, right, top, bottom }, band, height }
}

/**
 * The finished element: role="img" with the full text alternative as its
 * aria-label, and no script. (No <title> or <desc> beside it: screen readers
 * would read the same text twice.)
 */
export function svgDocument(description: string, height: number, body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(description)}" ` +
    `viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" class="sat-figure" ` +
    `style="width: 100%; max-width: 400px; height: auto">` +
    `${body.join("")}</svg>`
  )
}

/**
 * Drops points that lie within `tolerance` viewBox units of the line through
 * their neighbours (Ramer-Douglas-Peucker), so a sampled curve stays small.
 */
export function simplify(pts: [number, number][], tolerance = 0.2): [number, number][] {
  if (pts.length < 3) return pts
  const [ax, ay] = pts[0]!
  const [bx, by] = pts[pts.length - 1]!
  const len = Math.hypot(bx - ax, by - ay) || 1
  let worst = 0
  let at = 0
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i]!
    const d = Math.abs((bx - ax) * (ay - y) - (ax - x) * (by - ay)) / len
    if (d > worst) {
      worst = d
      at = i
    }
  }
  if (worst <= tolerance) return [pts[0]!, pts[pts.length - 1]!]
  return [...simplify(pts.slice(0, at + 1), tolerance).slice(0, -1), ...simplify(pts.slice(at), tolerance)]
}
