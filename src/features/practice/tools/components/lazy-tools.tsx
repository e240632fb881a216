import { lazy, Suspense } from "react"

/*
 * The calculator (parser, graph) and the reference sheet load only when a
 * student first opens them: nothing of theirs is in the runner's chunk.
 */
const CalculatorPanel = lazy(() =>
  import("./calculator/calculator-panel").then((m) => ({ default: m.CalculatorPanel })),
)
const ReferenceSheetPanel = lazy(() => import("./reference-sheet").then((m) => ({ default: m.ReferenceSheetPanel })))

function Loading({ what }: { what: string }) {
  return (
    <p
      role="status"
      className="fixed top-20 right-6 z-40 rounded-lg border border-border bg-card px-3 py-2 text-sm shadow"
    >
      Opening {what}…
    </p>
  )
}

export type ToolProps = { open: boolean; onClose: () => void; defaultDocked?: boolean }

/** Mount anywhere in the Math runner; renders nothing (and loads nothing) until first opened. */
export function CalculatorTool({ open, onClose, defaultDocked }: ToolProps) {
  if (!open) return null
  return (
    <Suspense fallback={<Loading what="the calculator" />}>
      <CalculatorPanel onClose={onClose} defaultDocked={defaultDocked} />
    </Suspense>
  )
}

export function ReferenceTool({ open, onClose, defaultDocked }: ToolProps) {
  if (!open) return null
  return (
    <Suspense fallback={<Loading what="the reference sheet" />}>
      <ReferenceSheetPanel onClose={onClose} defaultDocked={defaultDocked} />
    </Suspense>
  )
}
