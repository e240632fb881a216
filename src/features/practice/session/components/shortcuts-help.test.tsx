import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { markFirstContent, resetFirstContent } from "@/lib/first-content"
import { ShortcutsHelp } from "./shortcuts-help"

// The popover's chunk once, up front: its first transform in vitest is slow on a busy machine.
beforeAll(async () => {
  // Radix positions the popover with floating-ui, which observes sizes (jsdom has no ResizeObserver).
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  await import("./shortcuts-popover")
}, 60_000)
beforeEach(() => resetFirstContent())

describe("ShortcutsHelp", () => {
  it("is a plain button until used: a click loads the popover and opens it", async () => {
    render(<ShortcutsHelp />)
    const button = screen.getByRole("button", { name: "Shortcuts" })
    expect(button).toHaveAttribute("aria-expanded", "false")
    await userEvent.click(button)
    expect(await screen.findByText("Keyboard shortcuts")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Shortcuts" })).toHaveAttribute("aria-expanded", "true")
  })

  it("swaps in the real popover, closed, once the first content is on screen", async () => {
    render(<ShortcutsHelp />)
    markFirstContent()
    // The popover's trigger carries Radix's data-state; the stand-in does not.
    await expect.poll(() => screen.getByRole("button", { name: "Shortcuts" }).getAttribute("data-state")).toBe("closed")
    expect(screen.queryByText("Keyboard shortcuts")).not.toBeInTheDocument()
  })
})
