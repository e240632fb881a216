import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { ToolPanel } from "./tool-panel"

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open tool
      </button>
      {open && (
        <ToolPanel title="Tool" onClose={() => setOpen(false)} width={300}>
          <input aria-label="Inside" />
        </ToolPanel>
      )}
    </>
  )
}

describe("ToolPanel", () => {
  it("is a labelled non-modal dialog that closes with Escape and gives focus back", async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole("button", { name: "Open tool" }))
    const panel = screen.getByRole("dialog", { name: "Tool" })
    expect(panel).toHaveAttribute("aria-modal", "false")
    expect(panel).toHaveFocus()
    await user.click(screen.getByLabelText("Inside"))
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByRole("button", { name: "Open tool" })).toHaveFocus()
  })

  it("does not trap focus: Tab leaves the panel", async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole("button", { name: "Open tool" }))
    await user.click(screen.getByRole("button", { name: "Close Tool" }))
    await user.click(screen.getByRole("button", { name: "Open tool" }))
    screen.getByRole("button", { name: "Close Tool" }).focus()
    await user.tab()
    await user.tab()
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(false)
  })

  it("stays on screen when the window narrows", async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole("button", { name: "Open tool" }))
    const panel = screen.getByRole("dialog")
    const wide = window.innerWidth
    act(() => {
      window.innerWidth = 500
      window.dispatchEvent(new Event("resize"))
    })
    expect(parseFloat(panel.style.left)).toBeLessThanOrEqual(200)
    window.innerWidth = wide
  })

  it("moves with the arrow keys and docks to the side", async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole("button", { name: "Open tool" }))
    const panel = screen.getByRole("dialog")
    const left = parseFloat(panel.style.left)
    const top = parseFloat(panel.style.top)
    screen.getByRole("button", { name: "Move Tool (arrow keys)" }).focus()
    await user.keyboard("{ArrowLeft}{ArrowDown}")
    expect(parseFloat(panel.style.left)).toBe(left - 24)
    expect(parseFloat(panel.style.top)).toBe(top + 24)
    await user.click(screen.getByRole("button", { name: "Dock to side" }))
    expect(panel).toHaveAttribute("data-docked", "true")
    expect(panel.style.left).toBe("")
    expect(screen.getByRole("button", { name: "Undock" })).toHaveAttribute("aria-pressed", "true")
  })

  it("opens under the runner's sticky header (its buttons stay in reach), never lower than the window allows", async () => {
    const user = userEvent.setup()
    const header = document.createElement("header")
    header.className = "sticky"
    header.getBoundingClientRect = () => ({ bottom: 113 }) as DOMRect
    document.body.append(header)
    const tall = window.innerHeight
    window.innerHeight = 900
    render(<Harness />)
    await user.click(screen.getByRole("button", { name: "Open tool" }))
    expect(parseFloat(screen.getByRole("dialog").style.top)).toBe(121)
    // A phone's header is taller than the room left for an 85vh panel.
    header.getBoundingClientRect = () => ({ bottom: 236 }) as DOMRect
    await user.click(screen.getByRole("button", { name: "Close Tool" }))
    await user.click(screen.getByRole("button", { name: "Open tool" }))
    expect(parseFloat(screen.getByRole("dialog").style.top)).toBe(135)
    window.innerHeight = tall
    header.remove()
  })
})
