import * as Tabs from "@radix-ui/react-tabs"
import { useEffect, useState } from "react"
import { ToolPanel } from "../tool-panel"
import type { AngleMode } from "./evaluate"
import { GraphView } from "./graph"
import { ScientificCalculator, type HistoryEntry } from "./scientific"

type Memory = { tab: "scientific" | "graphing"; mode: AngleMode; history: HistoryEntry[]; functions: string[] }

// Kept for the page's lifetime, so closing and reopening the calculator keeps history and graphs.
let memory: Memory = { tab: "scientific", mode: "deg", history: [], functions: [""] }

/** Forgets the calculator's history and graphs (e.g. when a new module starts). */
export function resetCalculatorMemory() {
  memory = { tab: "scientific", mode: "deg", history: [], functions: [""] }
}

export type CalculatorPanelProps = { onClose: () => void; defaultDocked?: boolean }

const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"

/** The Math tool: a scientific calculator and a graphing view in one floating, dockable panel. */
export function CalculatorPanel({ onClose, defaultDocked }: CalculatorPanelProps) {
  const [state, setState] = useState<Memory>(memory)
  useEffect(() => {
    memory = state
  }, [state])
  const set = (patch: Partial<Memory>) => setState((s) => ({ ...s, ...patch }))

  return (
    <ToolPanel title="Calculator" onClose={onClose} defaultDocked={defaultDocked} width={400}>
      <Tabs.Root value={state.tab} onValueChange={(tab) => set({ tab: tab as Memory["tab"] })}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <Tabs.List aria-label="Calculator mode" className="inline-flex rounded-lg bg-muted p-1">
            <Tabs.Trigger value="scientific" className={tabClass}>
              Scientific
            </Tabs.Trigger>
            <Tabs.Trigger value="graphing" className={tabClass}>
              Graphing
            </Tabs.Trigger>
          </Tabs.List>
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
        </div>
        <Tabs.Content value="scientific">
          <ScientificCalculator mode={state.mode} history={state.history} onHistory={(history) => set({ history })} />
        </Tabs.Content>
        <Tabs.Content value="graphing">
          <GraphView mode={state.mode} functions={state.functions} onFunctions={(functions) => set({ functions })} />
        </Tabs.Content>
      </Tabs.Root>
    </ToolPanel>
  )
}
