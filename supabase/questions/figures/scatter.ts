import { describeAxis, formatValue, stepDecimals } from "./axis"
import type { ScatterFigure } from "./spec"
import { frame, line, marker, svgDocument } from "./svg"

const pair = (f: ScatterFigure, x: number, y: number, extra = 2) =>
  `(${formatValue(x, f.x, stepDecimals(f.x.step) + extra)}, ${formatValue(y, f.y, stepDecimals(f.y.step) + extra)})`

/** Where the line of best fit enters and leaves the plotting area (null when it misses it). */
export function fitSegment(f: ScatterFigure): [[number, number], [number, number]] | null {
  const fit = f.lineOfBestFit
  if (!fit) return null
  const at = (x: number) => fit.slope * x + fit.intercept
  let x0 = f.x.min
  let x1 = f.x.max
  // Clip to the y-range: solve for x where the line crosses y.min and y.max.
  if (fit.slope !== 0) {
    const a = (f.y.min - fit.intercept) / fit.slope
    const b = (f.y.max - fit.intercept) / fit.slope
    x0 = Math.max(x0, Math.min(a, b))
    x1 = Math.min(x1, Math.max(a, b))
  } else if (fit.intercept < f.y.min || fit.intercept > f.y.max) return null
  if (x0 >= x1) return null
  return [
    [x0, at(x0)],
    [x1, at(x1)],
  ]
}

/** The text alternative: the axes, every data point from left to right, and the fitted line's ends. */
export function describeScatter(f: ScatterFigure): string {
  const pts = [...f.points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  let text =
    `Scatterplot titled "${f.title}". ${describeAxis(f.x, "horizontal")} ${describeAxis(f.y, "vertical")} ` +
    `The ${pts.length} data points are ${pts.map(([x, y]) => pair(f, x, y)).join(", ")}.`
  const seg = fitSegment(f)
  if (seg)
    text += ` A line of best fit is shown; it runs from ${pair(f, seg[0][0], seg[0][1])} to ${pair(f, seg[1][0], seg[1][1])}.`
  return text
}

export function renderScatter(f: ScatterFigure): string {
  const fr = frame({ title: f.title, x: f.x, y: f.y })
  const marks: string[] = []
  const seg = fitSegment(f)
  if (seg)
    marks.push(
      line(
        fr.px(seg[0][0]),
        fr.py(seg[0][1]),
        fr.px(seg[1][0]),
        fr.py(seg[1][1]),
        'stroke="currentColor" stroke-width="1.75"',
      ),
    )
  for (const [x, y] of f.points) marks.push(marker(0, fr.px(x), fr.py(y), 3.5))
  return svgDocument(describeScatter(f), fr.height, [...fr.parts, ...marks])
}
