import { useId, useMemo, useState } from "react"
import { format3, tableOfValues } from "../../domain/analysis"
import { compileGraph, type AngleMode, type Params } from "../../domain/evaluate"

type Props = { mode: AngleMode; functions: string[]; params: Params }

/** A table of values for any graphed function: x from a start value, a step apart. */
export function TableView({ mode, functions, params }: Props) {
  const id = useId()
  const usable = functions.map((f, i) => ({ f, i })).filter(({ f }) => f.trim() !== "")
  const [index, setIndex] = useState(usable[0]?.i ?? 0)
  const [start, setStart] = useState("-5")
  const [step, setStep] = useState("1")
  const compiled = useMemo(() => compileGraph(functions[index] ?? "", mode), [functions, index, mode])
  const rows = useMemo(() => {
    if (!compiled.ok) return []
    const values = Object.fromEntries(compiled.params.map((n) => [n, params[n] ?? 1]))
    return tableOfValues((x) => compiled.fn(x, values), Number(start), Number(step))
  }, [compiled, params, start, step])

  if (usable.length === 0)
    return <p className="text-sm text-muted-foreground">Type a function in the Graphing view first.</p>
  const stepError = step.trim() === "" || !Number.isFinite(Number(step)) || Number(step) === 0
  const startError = start.trim() === "" || !Number.isFinite(Number(start))

  return (
    <div className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-f`}>Function</label>
        <select
          id={`${id}-f`}
          value={index}
          onChange={(e) => setIndex(Number(e.target.value))}
          className="h-8 rounded-md border border-border bg-background px-1"
        >
          {usable.map(({ f, i }) => (
            <option key={i} value={i}>
              f{i + 1}: {f}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-start`}>x from</label>
        <input
          id={`${id}-start`}
          inputMode="decimal"
          value={start}
          onChange={(e) => setStart(e.target.value)}
          aria-invalid={startError || undefined}
          className="h-8 w-16 rounded-md border border-border bg-background px-2 font-mono"
        />
        <label htmlFor={`${id}-step`}>step</label>
        <input
          id={`${id}-step`}
          inputMode="decimal"
          value={step}
          onChange={(e) => setStep(e.target.value)}
          aria-invalid={stepError || undefined}
          className="h-8 w-16 rounded-md border border-border bg-background px-2 font-mono"
        />
      </div>
      {!compiled.ok ? (
        <p className="text-destructive">{compiled.error}</p>
      ) : startError || stepError ? (
        <p className="text-destructive">Give a number to start from and a step other than 0.</p>
      ) : (
        <div
          className="max-h-64 overflow-auto rounded-md border border-border"
          tabIndex={0}
          role="region"
          aria-label="Table of values"
        >
          <table className="w-full font-mono text-sm">
            <caption className="sr-only">Values of f{index + 1}</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-1 text-right">
                  x
                </th>
                <th scope="col" className="px-3 py-1 text-right">
                  f{index + 1}(x)
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.x} className="border-t border-border">
                  <td className="px-3 py-0.5 text-right">{format3(r.x)}</td>
                  <td className="px-3 py-0.5 text-right">{r.y === null ? "undefined" : format3(r.y)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
