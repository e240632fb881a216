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

  it("load the calculator and the reference sheet on first open", async () => {
    render(
      <>
        <CalculatorTool open onClose={() => undefined} />
        <ReferenceTool open onClose={() => undefined} defaultDocked />
      </>,
    )
    expect(await screen.findByRole("dialog", { name: "Calculator" })).toBeInTheDocument()
    expect(await screen.findByRole("dialog", { name: "Reference" })).toHaveAttribute("data-docked", "true")
  })
})
