import { useCallback, useState } from "react"

export type ToolName = "calculator" | "reference" | "notes" | "eliminator" | "directions"
export type ToolState = Readonly<Record<ToolName, boolean>>

/** Highlights & Notes start on (as in Bluebook); every other tool starts closed. */
export const INITIAL_TOOLS: ToolState = {
  calculator: false,
  reference: false,
  notes: true,
  eliminator: false,
  directions: false,
}

/** Which of a runner's tools are open. Kept across questions: a calculator stays open while the student moves on. */
export function useTestTools(initial: Partial<ToolState> = {}) {
  const [open, setOpen] = useState<ToolState>(() => ({ ...INITIAL_TOOLS, ...initial }))
  const toggle = useCallback((name: ToolName) => setOpen((o) => ({ ...o, [name]: !o[name] })), [])
  const close = useCallback((name: ToolName) => setOpen((o) => ({ ...o, [name]: false })), [])
  return { open, toggle, close }
}

export type TestTools = ReturnType<typeof useTestTools>
