import { act, render, screen } from "@testing-library/react"
import { Component, type ReactNode } from "react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { markFirstContent, resetFirstContent } from "@/lib/first-content"
import { ShortcutsHelp } from "./shortcuts-help"

// The popover's chunk cannot be fetched: the connection went before it loaded (issue 16: this
// threw the runner into "Something went wrong with this test" mid-test).
vi.mock("./shortcuts-popover", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/shortcuts-popover.js")
})
beforeEach(() => resetFirstContent())

/** Stands for the runner's error boundary. */
class Boundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false }
  static getDerivedStateFromError() {
    return { crashed: true }
  }
  render() {
    return this.state.crashed ? <p>Something went wrong with this test</p> : this.props.children
  }
}

describe("ShortcutsHelp offline", () => {
  it("keeps the plain button when the popover cannot load, never throwing into the runner", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <Boundary>
        <ShortcutsHelp />
      </Boundary>,
    )
    await act(async () => markFirstContent())
    await userEvent.click(screen.getByRole("button", { name: "Shortcuts" }))
    // Long enough for the failed import to settle (and, before the fix, to reach the boundary).
    await act(async () => new Promise((r) => setTimeout(r, 300)))
    expect(screen.queryByText("Something went wrong with this test")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Shortcuts" })).not.toHaveAttribute("data-state")
  })
})
