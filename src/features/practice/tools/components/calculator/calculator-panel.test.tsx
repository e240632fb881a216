import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { CalculatorPanel, resetCalculatorMemory } from "./calculator-panel"

beforeEach(() => resetCalculatorMemory())

function setup() {
  const onClose = vi.fn()
  const user = userEvent.setup()
  const view = render(<CalculatorPanel onClose={onClose} />)
  const input = () => screen.getByLabelText(/Expression/)
  return { user, onClose, input, ...view }
}

describe("CalculatorPanel, scientific", () => {
  it("evaluates 2^10 to 1024 on Enter and lists it in the history", async () => {
    const { user, input } = setup()
    await user.type(input(), "2^10{Enter}")
    expect(screen.getByRole("status")).toHaveTextContent("= 1024")
    expect(
      within(screen.getByRole("region", { name: "History" })).getByRole("button", { name: /2\^10 equals 1024/ }),
    ).toBeInTheDocument()
  })

  it("shows a clear error for 2+*3 and keeps the input", async () => {
    const { user, input } = setup()
    await user.type(input(), "2+*3{Enter}")
    expect(screen.getByRole("status")).toHaveTextContent("Error: “*” is not expected there.")
    expect(input()).toHaveValue("2+*3")
    expect(input()).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByText("No calculations yet.")).toBeInTheDocument()
  })

  it("recalls earlier expressions with Up and Down", async () => {
    const { user, input } = setup()
    await user.type(input(), "1+1{Enter}")
    await user.clear(input())
    await user.type(input(), "2*3{Enter}")
    await user.clear(input())
    await user.keyboard("{ArrowUp}")
    expect(input()).toHaveValue("2*3")
    await user.keyboard("{ArrowUp}")
    expect(input()).toHaveValue("1+1")
    await user.keyboard("{ArrowDown}{ArrowDown}")
    expect(input()).toHaveValue("")
  })

  it("switches between degrees and radians", async () => {
    const { user, input } = setup()
    await user.type(input(), "sin(30){Enter}")
    expect(screen.getByRole("status")).toHaveTextContent("= 0.5")
    await user.click(screen.getByLabelText("Radians"))
    await user.type(input(), "{Enter}")
    expect(screen.getByRole("status")).toHaveTextContent("= -0.9880316241")
  })

  it("inserts keypad symbols at the caret", async () => {
    const { user, input } = setup()
    await user.click(screen.getByRole("button", { name: "Insert square root" }))
    await user.type(input(), "81){Enter}")
    expect(screen.getByRole("status")).toHaveTextContent("= 9")
  })

  it("closes with Escape", async () => {
    const { user, onClose } = setup()
    await user.click(screen.getByLabelText(/Expression/))
    await user.keyboard("{Escape}")
    expect(onClose).toHaveBeenCalledOnce()
  })

  it("keeps the history when closed and reopened", async () => {
    const { user, input, unmount } = setup()
    await user.type(input(), "7*6{Enter}")
    unmount()
    render(<CalculatorPanel onClose={() => undefined} />)
    expect(screen.getByRole("button", { name: /7\*6 equals 42/ })).toBeInTheDocument()
  })
})

describe("CalculatorPanel, graphing", () => {
  it("plots typed functions and traces a point", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("tab", { name: "Graphing" }))
    await user.type(screen.getByLabelText("f1(x) ="), "x^2 - 3")
    const path = screen.getByTestId("plot-f1")
    expect(path.getAttribute("d")).toMatch(/^M[\d.]+ [\d.-]+(L[\d.]+ [\d.-]+){50,}/)
    expect(screen.getByRole("img", { name: /f1: x\^2 - 3/ })).toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Add function" }))
    await user.type(screen.getByLabelText("f2(x) ="), "2x+1")
    expect(screen.getByTestId("plot-f2").getAttribute("d")).toMatch(/^M/)

    await user.type(screen.getByLabelText("at x ="), "2")
    expect(screen.getByText("(2, 1)")).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText("Trace"), "f2")
    expect(screen.getByText("(2, 5)")).toBeInTheDocument()
  })

  it("switches tabs with the arrow keys", async () => {
    const { user } = setup()
    screen.getByRole("tab", { name: "Scientific" }).focus()
    await user.keyboard("{ArrowRight}")
    expect(screen.getByRole("tab", { name: "Graphing" })).toHaveFocus()
    expect(screen.getByRole("tab", { name: "Graphing" })).toHaveAttribute("aria-selected", "true")
    expect(screen.getByRole("tabpanel", { name: "Graphing" })).toContainElement(screen.getByLabelText("f1(x) ="))
  })

  it("says what is wrong with a function it cannot plot", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("tab", { name: "Graphing" }))
    await user.type(screen.getByLabelText("f1(x) ="), "x + speed")
    expect(screen.getByText(/Unknown name “speed”/)).toBeInTheDocument()
    expect(screen.queryByTestId("plot-f1")).toBeNull()
  })

  it("gives a letter left free a slider (k = 1 to start)", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("tab", { name: "Graphing" }))
    await user.type(screen.getByLabelText("f1(x) ="), "x + k")
    expect(screen.getByRole("slider", { name: "k" })).toHaveValue("1")
    expect(screen.getByTestId("plot-f1")).toBeInTheDocument()
  })

  it("zooms and pans from the keyboard", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("tab", { name: "Graphing" }))
    const graph = screen.getByRole("img", { name: /^Graph/ })
    graph.focus()
    await user.keyboard("+")
    expect(graph).toHaveAccessibleName(/x from -6.666666667 to 6.666666667/)
    await user.keyboard("{ArrowRight}")
    expect(graph).toHaveAccessibleName(/x from -5.333333333 to 8/)
    await user.keyboard("0")
    expect(graph).toHaveAccessibleName(/x from -10 to 10/)
    await user.click(screen.getByRole("button", { name: "Zoom out" }))
    expect(graph).toHaveAccessibleName(/x from -15 to 15/)
  })
})
