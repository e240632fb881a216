/** Latency samples in milliseconds, summarised as the benchmark reports them. */
export type Summary = { n: number; p50: number; p95: number; p99: number; max: number }

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN

export function summarize(samples: number[]): Summary {
  const s = [...samples].sort((a, b) => a - b)
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) ?? NaN }
}

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`

/** One aligned line: name, count, rate over `wallMs`, p50/p95/p99/max. */
export function line(name: string, s: Summary, wallMs: number) {
  const rate = (s.n / (wallMs / 1000)).toFixed(0).padStart(5)
  return `${name.padEnd(22)} n=${String(s.n).padStart(5)} ${rate} req/s  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`
}

export const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN)
