import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { Tooltip, TooltipProvider } from "./tooltip"
import { tooltipTiming } from "./tooltip-radix"

beforeAll(() => {
  // Radix positions content with floating-ui, which observes sizes.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

function renderBadges() {
  return render(
    <TooltipProvider>
      <Tooltip content="Official SAT score">
        <button type="button">1590</button>
      </Tooltip>
      <Tooltip content="Second hint">
        <button type="button">1580</button>
      </Tooltip>
    </TooltipProvider>,
  )
}

// Radix renders the text twice (visible + an accessible copy), so look for the role.
const tooltip = () => screen.queryByRole("tooltip")

describe("Tooltip", () => {
  afterEach(() => vi.useRealTimers())

  it("uses the spec's timings", () => {
    expect(tooltipTiming).toEqual({ delayDuration: 700, skipDelayDuration: 300, sideOffset: 4 })
  })

  it("renders its trigger at once, before Radix has loaded", () => {
    renderBadges()
    expect(screen.getByRole("button", { name: "1590" })).toBeInTheDocument()
  })

  it("opens on keyboard focus once loaded, and describes the trigger", async () => {
    const user = userEvent.setup()
    renderBadges()
    // Wait for the lazy Radix group to take over the trigger.
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "1590" })).toHaveAttribute("data-state"))
    await user.tab()
    expect(tooltip()).toHaveTextContent("Official SAT score")
    expect(screen.getByRole("button", { name: "1590" })).toHaveAccessibleDescription("Official SAT score")
    await user.keyboard("{Escape}")
    expect(tooltip()).toBeNull()
  })

  it("keeps focus on a trigger focused before Radix arrived", async () => {
    // A fresh module graph, so Radix has not been loaded yet.
    vi.resetModules()
    const fresh = await import("./tooltip")
    render(
      <fresh.TooltipProvider>
        <fresh.Tooltip content="First hint">
          <button type="button">1590</button>
        </fresh.Tooltip>
        <fresh.Tooltip content="Second hint">
          <button type="button">1580</button>
        </fresh.Tooltip>
      </fresh.TooltipProvider>,
    )
    expect(screen.getByRole("button", { name: "1580" })).not.toHaveAttribute("data-state")
    screen.getByRole("button", { name: "1580" }).focus()
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "1580" })).toHaveAttribute("data-state"))
    expect(screen.getByRole("button", { name: "1580" })).toHaveFocus()
    expect(tooltip()).toHaveTextContent("Second hint")
  })

  it("waits 700 ms on hover before opening", async () => {
    renderBadges()
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "1590" })).toHaveAttribute("data-state"))
    vi.useFakeTimers()
    // Radix opens on pointer movement over the trigger (mouse, not touch).
    fireEvent.pointerMove(screen.getByRole("button", { name: "1590" }), { pointerType: "mouse" })
    act(() => vi.advanceTimersByTime(tooltipTiming.delayDuration - 50))
    expect(tooltip()).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    expect(tooltip()).toHaveTextContent("Official SAT score")
  })
})
