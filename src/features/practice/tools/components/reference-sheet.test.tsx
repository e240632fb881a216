import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { ReferenceSheet, ReferenceSheetPanel } from "./reference-sheet"

describe("ReferenceSheet", () => {
  it.each([
    ["Circle", ["A = πr²", "C = 2πr"]],
    ["Rectangle", ["A = ℓw"]],
    ["Triangle", ["A = ½bh"]],
    ["Right triangle", ["c² = a² + b²"]],
    ["Special right triangle 30°-60°-90°", ["sides x, x√3, 2x"]],
    ["Special right triangle 45°-45°-90°", ["sides s, s, s√2"]],
    ["Rectangular prism", ["V = ℓwh"]],
    ["Cylinder", ["V = πr²h"]],
    ["Sphere", ["V = (4/3)πr³"]],
    ["Cone", ["V = (1/3)πr²h"]],
    ["Rectangular pyramid", ["V = (1/3)ℓwh"]],
  ])("shows the %s with its formulas as text", (name, formulas) => {
    render(<ReferenceSheet />)
    const figure = screen.getByText(name).closest("figure")!
    for (const f of formulas) expect(figure).toHaveTextContent(f)
    expect(figure.querySelector("svg")).toHaveAccessibleName(/.{20,}/)
  })

  it("states the circle and triangle facts", () => {
    render(<ReferenceSheet />)
    expect(screen.getByText("The number of degrees of arc in a circle is 360.")).toBeInTheDocument()
    expect(screen.getByText("The number of radians of arc in a circle is 2π.")).toBeInTheDocument()
    expect(
      screen.getByText("The sum of the measures in degrees of the angles of a triangle is 180."),
    ).toBeInTheDocument()
  })

  it("lets keyboard users scroll the panel, which has nothing else to focus", () => {
    render(<ReferenceSheetPanel onClose={() => undefined} />)
    expect(screen.getByRole("region", { name: "Reference content" })).toHaveAttribute("tabindex", "0")
  })
})
