import { useEffect } from "react"
import { moduleLoader, useModule, type ModuleLoader } from "@/lib/lazy-module"

/*
 * The calculator (parser, graph) and the reference sheet load only when a
 * student first opens them: nothing of theirs is in the runner's chunk. Not
 * React.lazy: opened offline before they were fetched, they say so and close,
 * instead of throwing the runner into its error boundary.
 */
const calculator = moduleLoader(() => import("./calculator/calculator-panel"))
const reference = moduleLoader(() => import("./reference-sheet"))

const boxClass = "fixed top-20 right-6 z-40 rounded-lg border border-border bg-card px-3 py-2 text-sm shadow"

function Pending({ what, failed, onClose }: { what: string; failed: boolean; onClose: () => void }) {
  if (!failed)
    return (
      <p role="status" className={boxClass}>
        Opening the {what}…
      </p>
    )
  return (
    <div role="alert" className={boxClass}>
      <p>The {what} could not load without the connection. It opens once you are back online.</p>
      <button type="button" className="mt-2 underline" onClick={onClose}>
        Close
      </button>
    </div>
  )
}

export type ToolProps = { open: boolean; onClose: () => void; defaultDocked?: boolean }

function useTool<M>(loader: ModuleLoader<M>, open: boolean) {
  const state = useModule(loader)
  useEffect(() => {
    if (open) loader.request()
  }, [loader, open])
  return state
}

/** Mount anywhere in the Math runner; renders nothing (and loads nothing) until first opened. */
export function CalculatorTool({ open, onClose, defaultDocked }: ToolProps) {
  const { module, failed } = useTool(calculator, open)
  if (!open) return null
  if (!module) return <Pending what="calculator" failed={failed} onClose={onClose} />
  return <module.CalculatorPanel onClose={onClose} defaultDocked={defaultDocked} />
}

export function ReferenceTool({ open, onClose, defaultDocked }: ToolProps) {
  const { module, failed } = useTool(reference, open)
  if (!open) return null
  if (!module) return <Pending what="reference sheet" failed={failed} onClose={onClose} />
  return <module.ReferenceSheetPanel onClose={onClose} defaultDocked={defaultDocked} />
}
