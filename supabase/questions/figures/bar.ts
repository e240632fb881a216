import { describeAxis, formatValue, stepDecimals } from "./axis"
import type { BarFigure } from "./spec"
import { frame, PRIMARY, svgDocument, text, type Legend } from "./svg"

/** How bars of series 1-3 differ without colour: solid, light with an outline, dashed outline. */
function barStyle(i: number): string {
  if (i === 0) return `fill="currentColor" ${PRIMARY} fill-opacity="0.85"`
  if (i === 1) return 'fill="currentColor" fill-opacity="0.15" stroke="currentColor" stroke-width="1.5"'
  return 'fill="none" stroke="currentColor" stroke-width="1.5" stroke-dasharray="4 2"'
}

const valueText = (f: BarFigure, v: number) => formatValue(v, f.y, stepDecimals(f.y.step) + 2)

/** The text alternative: the axes, then every bar's value, category by category. */
export function describeBar(f: BarFigure): string {
  const grouped = f.series.length > 1
  const head =
    `Bar graph titled "${f.title}". The horizontal axis, ${f.x.label}, has ${f.x.categories.length} categories: ` +
    `${f.x.categories.join(", ")}. ${describeAxis(f.y, "vertical")}`
  const legend = grouped ? ` Each category has ${f.series.length} bars: ${f.series.map((s) => s.name).join(", ")}.` : ""
  const values = f.x.categories
    .map((c, j) =>
      grouped
        ? `${c}: ${f.series.map((s) => `${s.name} ${valueText(f, s.values[j]!)}`).join(", ")}`
        : `${c}, ${valueText(f, f.series[0]!.values[j]!)}`,
    )
    .join("; ")
  return `${head}${legend} The bar values are: ${values}.`
}

export function renderBar(f: BarFigure): string {
  const legend: Legend | undefined =
    f.series.length > 1
      ? f.series.map((s, i) => ({
          name: s.name,
          swatch: (x, y) => `<rect x="${x}" y="${y - 6}" width="20" height="12" ${barStyle(i)}/>`,
        }))
      : undefined
  const fr = frame({ title: f.title, x: f.x, y: f.y, legend })
  const band = fr.band!
  const group = band.width * (f.series.length > 1 ? 0.8 : 0.6)
  const w = group / f.series.length
  const base = fr.py(Math.max(f.y.min, Math.min(0, f.y.max)))
  const bars: string[] = []
  f.series.forEach((s, i) =>
    s.values.forEach((v, j) => {
      const x = band.centre(j) - group / 2 + i * w
      const y = fr.py(v)
      const top = Math.min(y, base)
      const h = Math.abs(base - y)
      bars.push(
        `<rect x="${x.toFixed(2)}" y="${top.toFixed(2)}" width="${(w - (f.series.length > 1 ? 2 : 0)).toFixed(2)}" height="${h.toFixed(2)}" ${barStyle(i)}/>`,
      )
      if (f.valueLabels)
        bars.push(text(x + w / 2, top - 4, valueText(f, v), f.series.length > 2 ? 10 : 12, 'text-anchor="middle"'))
    }),
  )
  return svgDocument(describeBar(f), fr.height, [...fr.parts, ...bars])
}
