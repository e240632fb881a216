import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { CalculatorTool, ReferenceTool } from "./lazy-tools"

describe("lazy tools", () => {
  it("render nothing until opened", () => {
    const { container } = render(
      <>
        <CalculatorTool open={false} onClose={() => undefined} />
        <ReferenceTool open={false} onClose={() => undefined} />
      </>,
    )
    expect(container).toBeEmptyDOMElement()
  })

  // A dynamic import is transformed on first use: on a busy machine that takes more than findBy's 1 s.
  it("load the calculator and the reference sheet on first open", async () => {
    render(
      <>
        <CalculatorTool open onClose={() => undefined} />
        <ReferenceTool open onClose={() => undefined} defaultDocked />
      </>,
    )
    expect(await screen.findByRole("dialog", { name: "Calculator" }, { timeout: 15_000 })).toBeInTheDocument()
    expect(await screen.findByRole("dialog", { name: "Reference" }, { timeout: 15_000 })).toHaveAttribute(
      "data-docked",
      "true",
    )
  })
})
