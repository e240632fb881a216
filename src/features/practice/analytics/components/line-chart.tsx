import { useEffect, useRef } from "react"
import uPlot from "uplot"
import "uplot/dist/uPlot.min.css"

/** Points oldest first; `t` (seconds) orders them, the chart spaces them evenly by test. */
export type ChartPoint = { t: number; y: number }
type Props = { points: ChartPoint[]; yRange: [number, number]; seriesLabel: string; theme: "light" | "dark" }

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()

/**
 * A small uPlot line chart (loaded on demand: this module and uPlot form a
 * chunk of their own). Decorative for assistive technology: the caller puts
 * a text summary and a table beside it.
 */
export default function LineChart({ points, yRange, seriesLabel, theme }: Props) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const stroke = cssVar("--primary") || "#8a5a22"
    const axis = {
      stroke: cssVar("--muted-foreground"),
      grid: { stroke: cssVar("--border"), width: 1 },
      ticks: { show: false },
    }
    const chart = new uPlot(
      {
        width: el.clientWidth || 600,
        height: 240,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // x is the test's number (oldest = 1): tests may be minutes or months apart,
        // and their dates are in the table beside the chart.
        scales: { x: { time: false, range: [0.75, Math.max(points.length, 2) + 0.25] }, y: { range: yRange } },
        axes: [
          {
            ...axis,
            incrs: [1, 2, 5, 10, 20, 50, 100],
            values: (_u, splits) => splits.map((n) => (Number.isInteger(n) && n >= 1 ? `Test ${n}` : "")),
          },
          { ...axis, size: 52 },
        ],
        series: [{}, { label: seriesLabel, stroke, width: 2, points: { size: 7, fill: stroke } }],
      },
      [points.map((_p, i) => i + 1), points.map((p) => p.y)],
      el,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: 240 }))
    resize.observe(el)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
    // theme: colours are read from CSS variables, so redraw when it changes.
  }, [points, yRange, seriesLabel, theme])
  return <div ref={box} aria-hidden="true" className="w-full" />
}
