import type { Axis } from "./spec"

/** Digits after the point that `step` needs (0.25 → 2), so 0.1 + 0.2 prints as 0.3. */
export function stepDecimals(step: number): number {
  for (let d = 0; d <= 6; d++) if (Math.abs(step * 10 ** d - Math.round(step * 10 ** d)) < 1e-9) return d
  return 6
}

/**
 * A number as a student reads it: thousands separated ("1,200"), no float
 * noise, a true minus sign ("−3"), at most `maxDecimals` decimals.
 */
export function formatNumber(v: number, maxDecimals = 6, opts: { plain?: boolean; decimals?: number } = {}): string {
  const max = opts.decimals ?? maxDecimals
  const rounded = Number(v.toFixed(max))
  const text = Math.abs(rounded).toLocaleString("en-US", {
    maximumFractionDigits: max,
    minimumFractionDigits: opts.decimals ?? 0,
    useGrouping: !opts.plain,
  })
  return rounded < 0 ? `−${text}` : text
}

/** A value with the axis's prefix and suffix ("$1,200", "45%"). */
export function formatValue(
  v: number,
  axis: Pick<Axis, "prefix" | "suffix" | "plain" | "decimals">,
  maxDecimals = 6,
): string {
  const n = formatNumber(v, maxDecimals, axis)
  const prefix = axis.prefix ?? ""
  return n.startsWith("−") ? `−${prefix}${n.slice(1)}${axis.suffix ?? ""}` : `${prefix}${n}${axis.suffix ?? ""}`
}

/** Gridline values from min to max every step, without accumulated float error. */
export function ticks(axis: Pick<Axis, "min" | "max" | "step">): number[] {
  const n = Math.round((axis.max - axis.min) / axis.step)
  const d = stepDecimals(axis.step) + stepDecimals(axis.min)
  return Array.from({ length: n + 1 }, (_, i) => Number((axis.min + i * axis.step).toFixed(d)))
}

/** The gridlines that carry a number: every `labelEvery`-th, counted from zero when zero is on the axis. */
export function labelledTicks(axis: Axis): number[] {
  const every = axis.labelEvery ?? 1
  const all = ticks(axis)
  const anchor = all.findIndex((t) => t === 0)
  const start = anchor >= 0 ? anchor % every : 0
  return all.filter((_, i) => (i - start) % every === 0)
}

/** Maps [min, max] onto [from, to] (either direction). */
export function scale(axis: Pick<Axis, "min" | "max">, from: number, to: number) {
  return (v: number) => from + ((v - axis.min) / (axis.max - axis.min)) * (to - from)
}

/** "runs from 0 to 100, with gridlines every 10" for the text alternative. */
export function describeAxis(axis: Axis, direction: "horizontal" | "vertical"): string {
  const d = stepDecimals(axis.step)
  return (
    `The ${direction} axis, ${axis.label}, runs from ${formatValue(axis.min, axis, d + 2)} to ` +
    `${formatValue(axis.max, axis, d + 2)}, with gridlines every ${formatValue(axis.step, { ...axis, plain: false }, d)}.`
  )
}
