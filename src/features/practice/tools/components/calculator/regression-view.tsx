import { useId, useMemo } from "react"
import { format3 } from "../../domain/analysis"
import { fit, MODEL_LABELS, parseRows, type Model } from "../../domain/regression"

export type DataRow = { x: string; y: string }
type Props = {
  rows: DataRow[]
  onRows: (rows: DataRow[]) => void
  model: Model
  onModel: (m: Model) => void
  /** Adds the fitted equation to the graph. */
  onGraph: (equation: string) => void
}

/** A data table (x, y) with linear, quadratic or exponential regression: the fitted equation and r². */
export function RegressionView({ rows, onRows, model, onModel, onGraph }: Props) {
  const id = useId()
  const result = useMemo(() => {
    const parsed = parseRows(rows)
    return "error" in parsed ? ({ ok: false, error: parsed.error } as const) : fit(model, parsed.data)
  }, [rows, model])
  const set = (i: number, key: keyof DataRow, v: string) =>
    onRows(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)))
  const blank = rows.every((r) => r.x.trim() === "" && r.y.trim() === "")

  return (
    <div className="grid gap-2 text-sm">
      <table className="w-full">
        <caption className="sr-only">Data</caption>
        <thead>
          <tr>
            <th scope="col" className="w-8">
              <span className="sr-only">Row</span>
            </th>
            <th scope="col" className="px-1 text-left font-mono">
              x
            </th>
            <th scope="col" className="px-1 text-left font-mono">
              y
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row" className="text-xs font-normal text-muted-foreground">
                {i + 1}
              </th>
              {(["x", "y"] as const).map((k) => (
                <td key={k} className="px-1 py-0.5">
                  <input
                    aria-label={`Row ${i + 1} ${k}`}
                    inputMode="decimal"
                    value={r[k]}
                    onChange={(e) => set(i, k, e.target.value)}
                    className="h-8 w-full rounded-md border border-border bg-background px-2 font-mono"
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center gap-2">
        {rows.length < 30 && (
          <button
            type="button"
            onClick={() => onRows([...rows, { x: "", y: "" }])}
            className="h-8 rounded-md border border-border px-2 text-xs hover:bg-muted"
          >
            Add row
          </button>
        )}
        <label htmlFor={`${id}-model`} className="ml-auto">
          Fit
        </label>
        <select
          id={`${id}-model`}
          value={model}
          onChange={(e) => onModel(e.target.value as Model)}
          className="h-8 rounded-md border border-border bg-background px-1"
        >
          {(Object.keys(MODEL_LABELS) as Model[]).map((m) => (
            <option key={m} value={m}>
              {MODEL_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" className="rounded-md bg-muted px-3 py-2">
        {blank ? (
          <p className="text-muted-foreground">Enter x and y values to fit a curve.</p>
        ) : result.ok ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <p className="font-mono font-semibold" data-testid="regression-equation">
              {result.equation}
            </p>
            <p className="font-mono">
              r² = <span data-testid="regression-r2">{format3(result.r2)}</span>
            </p>
            <button
              type="button"
              onClick={() => onGraph(result.equation)}
              className="ml-auto h-8 rounded-md border border-border bg-card px-2 text-xs hover:bg-background"
            >
              Graph it
            </button>
          </div>
        ) : (
          <p className="text-destructive">{result.error}</p>
        )}
      </div>
    </div>
  )
}
