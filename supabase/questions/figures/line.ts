import { describeAxis, formatValue, stepDecimals } from "./axis"
import type { LineFigure } from "./spec"
import { frame, marker, polyline, SERIES_DASH, svgDocument, type Legend } from "./svg"

const pair = (f: LineFigure, [x, y]: [number, number]) =>
  `(${formatValue(x, f.x, stepDecimals(f.x.step) + 2)}, ${formatValue(y, f.y, stepDecimals(f.y.step) + 2)})`

/** The text alternative: the axes, then every plotted point of every series. */
export function describeLine(f: LineFigure): string {
  const head = `Line graph titled "${f.title}". ${describeAxis(f.x, "horizontal")} ${describeAxis(f.y, "vertical")}`
  const series = f.series
    .map((s) => {
      const pts = [...s.points].sort((a, b) => a[0] - b[0]).map((p) => pair(f, p))
      return f.series.length > 1
        ? ` The line for ${s.name} connects the points ${pts.join(", ")}.`
        : ` The line connects the points ${pts.join(", ")}.`
    })
    .join("")
  return `${head}${series}`
}

export function renderLine(f: LineFigure): string {
  const legend: Legend | undefined =
    f.series.length > 1
      ? f.series.map((s, i) => ({
          name: s.name,
          swatch: (x, y) =>
            `<line x1="${x}" y1="${y}" x2="${x + 22}" y2="${y}" stroke="currentColor" stroke-width="2"${SERIES_DASH[i]}/>` +
            marker(i, x + 11, y),
        }))
      : undefined
  const fr = frame({ title: f.title, x: f.x, y: f.y, legend })
  const marks: string[] = []
  f.series.forEach((s, i) => {
    const pts = [...s.points].sort((a, b) => a[0] - b[0]).map(([x, y]) => [fr.px(x), fr.py(y)] as [number, number])
    marks.push(polyline(pts, `stroke="currentColor" stroke-width="2"${SERIES_DASH[i]}`))
    for (const [x, y] of pts) marks.push(marker(i, x, y))
  })
  return svgDocument(describeLine(f), fr.height, [...fr.parts, ...marks])
}
