import type { TestTools } from "../hooks/use-test-tools"
import type { ToolSection } from "./directions"
import { CalculatorTool, ReferenceTool } from "./lazy-tools"
import { toolButton } from "./tool-button"

/**
 * The Directions switch. Both runners use it: the section runner styles it as
 * a tool button, the full SAT as Bluebook's underlined link under the title
 * (`className`).
 */
export function DirectionsToggle({
  tools,
  controls,
  className,
}: {
  tools: TestTools
  /** The id of the directions panel it opens. */
  controls: string
  className?: string
}) {
  return (
    <button
      type="button"
      aria-expanded={tools.open.directions}
      aria-controls={controls}
      onClick={() => tools.toggle("directions")}
      className={className ?? toolButton(tools.open.directions)}
    >
      Directions
    </button>
  )
}

/** The header's tool switches for a section: Math gets Calculator and Reference; Reading and Writing, Highlights & Notes. */
export function ToolToggles({ section, tools }: { section: ToolSection; tools: TestTools }) {
  const { open, toggle } = tools
  if (section === "math")
    return (
      <>
        <button
          type="button"
          aria-pressed={open.calculator}
          onClick={() => toggle("calculator")}
          className={toolButton(open.calculator)}
        >
          Calculator
        </button>
        <button
          type="button"
          aria-pressed={open.reference}
          onClick={() => toggle("reference")}
          className={toolButton(open.reference)}
        >
          Reference
        </button>
      </>
    )
  return (
    <button type="button" aria-pressed={open.notes} onClick={() => toggle("notes")} className={toolButton(open.notes)}>
      Highlights &amp; Notes
    </button>
  )
}

/** The floating tool windows; each loads its code the first time it opens (see lazy-tools). */
export function ToolWindows({ tools }: { tools: TestTools }) {
  return (
    <>
      <CalculatorTool open={tools.open.calculator} onClose={() => tools.close("calculator")} />
      <ReferenceTool open={tools.open.reference} onClose={() => tools.close("reference")} />
    </>
  )
}
