import { useEffect, useState } from "react"
import { ToolPanel } from "../tool-panel"
import type { AngleMode, Params } from "../../domain/evaluate"
import type { Model } from "../../domain/regression"
import { GraphView } from "./graph"
import { ModeTabs } from "./mode-tabs"
import { RegressionView, type DataRow } from "./regression-view"
import { ScientificCalculator, type HistoryEntry } from "./scientific"
import { TableView } from "./table-view"

type Tab = "scientific" | "graphing" | "table" | "regression"
type Memory = {
  tab: Tab
  mode: AngleMode
  history: HistoryEntry[]
  functions: string[]
  params: Params
  rows: DataRow[]
  model: Model
}

const EMPTY: Memory = {
  tab: "scientific",
  mode: "deg",
  history: [],
  functions: [""],
  params: {},
  rows: Array.from({ length: 5 }, () => ({ x: "", y: "" })),
  model: "linear",
}
// Kept for the page's lifetime, so closing and reopening the calculator keeps history and graphs.
let memory: Memory = EMPTY

/** Forgets the calculator's history and graphs (e.g. when a new module starts). */
export function resetCalculatorMemory() {
  memory = EMPTY
}

export type CalculatorPanelProps = { onClose: () => void; defaultDocked?: boolean }

/**
 * The Math tool in one floating, dockable panel: a scientific calculator, a
 * graphing view (points of interest, sliders, inequalities), a table of
 * values and a regression table.
 */
export function CalculatorPanel({ onClose, defaultDocked }: CalculatorPanelProps) {
  const [state, setState] = useState<Memory>(memory)
  useEffect(() => {
    memory = state
  }, [state])
  const set = (patch: Partial<Memory>) => setState((s) => ({ ...s, ...patch }))

  const angle = (
    <fieldset className="inline-flex rounded-lg border border-border p-0.5 text-xs">
      <legend className="sr-only">Angle unit</legend>
      {(["deg", "rad"] as const).map((m) => (
        <label
          key={m}
          className="cursor-pointer rounded-md px-2 py-1 has-[:checked]:bg-primary has-[:checked]:font-semibold has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            name="angle-unit"
            value={m}
            checked={state.mode === m}
            onChange={() => set({ mode: m })}
            className="sr-only"
          />
          {m === "deg" ? "Degrees" : "Radians"}
        </label>
      ))}
    </fieldset>
  )

  return (
    <ToolPanel title="Calculator" onClose={onClose} defaultDocked={defaultDocked} width={420}>
      <ModeTabs<Tab>
        label="Calculator mode"
        value={state.tab}
        onChange={(tab) => set({ tab })}
        aside={angle}
        items={[
          {
            value: "scientific",
            label: "Scientific",
            content: (
              <ScientificCalculator
                mode={state.mode}
                history={state.history}
                onHistory={(history) => set({ history })}
              />
            ),
          },
          {
            value: "graphing",
            label: "Graphing",
            content: (
              <GraphView
                mode={state.mode}
                functions={state.functions}
                onFunctions={(functions) => set({ functions })}
                params={state.params}
                onParams={(params) => set({ params })}
              />
            ),
          },
          {
            value: "table",
            label: "Table",
            content: <TableView mode={state.mode} functions={state.functions} params={state.params} />,
          },
          {
            value: "regression",
            label: "Regression",
            content: (
              <RegressionView
                rows={state.rows}
                onRows={(rows) => set({ rows })}
                model={state.model}
                onModel={(model) => set({ model })}
                onGraph={(equation) => {
                  // The fit goes into the first empty line (or a new one, up to four), then the graph shows it.
                  const fns = state.functions
                  const empty = fns.findIndex((f) => f.trim() === "")
                  const functions =
                    empty >= 0 ? fns.map((f, i) => (i === empty ? equation : f)) : [...fns.slice(0, 3), equation]
                  set({ functions, tab: "graphing" })
                }}
              />
            ),
          },
        ]}
      />
    </ToolPanel>
  )
}
