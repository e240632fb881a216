import { useEffect, useState } from "react"
import { ToolPanel } from "../tool-panel"
import type { AngleMode } from "../../domain/evaluate"
import { GraphView } from "./graph"
import { ModeTabs } from "./mode-tabs"
import { ScientificCalculator, type HistoryEntry } from "./scientific"

type Tab = "scientific" | "graphing"
type Memory = { tab: Tab; mode: AngleMode; history: HistoryEntry[]; functions: string[] }

const EMPTY: Memory = { tab: "scientific", mode: "deg", history: [], functions: [""] }
// Kept for the page's lifetime, so closing and reopening the calculator keeps history and graphs.
let memory: Memory = EMPTY

/** Forgets the calculator's history and graphs (e.g. when a new module starts). */
export function resetCalculatorMemory() {
  memory = EMPTY
}

export type CalculatorPanelProps = { onClose: () => void; defaultDocked?: boolean }

/** The Math tool: a scientific calculator and a graphing view in one floating, dockable panel. */
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
    <ToolPanel title="Calculator" onClose={onClose} defaultDocked={defaultDocked} width={400}>
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
              />
            ),
          },
        ]}
      />
    </ToolPanel>
  )
}
