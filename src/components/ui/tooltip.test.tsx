import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { Tooltip, TooltipProvider } from "./tooltip"

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

  // The spec's timings, written out here rather than read from tooltipTiming,
  // so a change to the component's numbers fails these tests.
  it("waits 700 ms on hover before opening", async () => {
    await renderLoaded()
    vi.useFakeTimers()
    hover("1590")
    act(() => vi.advanceTimersByTime(650))
    expect(tooltip()).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    expect(tooltip()).toHaveTextContent("Official SAT score")
  })

  it("opens the next tooltip at once within 300 ms of the last one closing", async () => {
    await renderLoaded()
    vi.useFakeTimers()
    openThenDismiss("1590")
    act(() => vi.advanceTimersByTime(250))
    hover("1580")
    expect(tooltip()).toHaveTextContent("Second hint")
  })

  it("waits the full delay again once the 300 ms skip window has passed", async () => {
    await renderLoaded()
    vi.useFakeTimers()
    openThenDismiss("1590")
    act(() => vi.advanceTimersByTime(350))
    hover("1580")
    act(() => vi.advanceTimersByTime(650))
    expect(tooltip()).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    expect(tooltip()).toHaveTextContent("Second hint")
  })

  it("sits 4 px above its trigger", async () => {
    await renderLoaded()
    act(() => screen.getByRole("button", { name: "1590" }).focus())
    expect(tooltip()).toHaveAttribute("data-side", "top")
    // jsdom has no layout: trigger, content and arrow all measure 0, so the
    // popper's translation is the side offset alone.
    const wrapper = tooltip()!.closest<HTMLElement>("[data-radix-popper-content-wrapper]")!
    await vi.waitFor(() => expect(wrapper.style.transform).toBe("translate(0px, -4px)"))
  })
})

async function renderLoaded() {
  renderBadges()
  // Wait for the lazy Radix group to take over the triggers.
  await vi.waitFor(() => expect(screen.getByRole("button", { name: "1580" })).toHaveAttribute("data-state"))
}

/** Radix opens on pointer movement over the trigger (mouse, not touch). */
function hover(name: string) {
  fireEvent.pointerMove(screen.getByRole("button", { name }), { pointerType: "mouse" })
}

/** Hovers a trigger until its tooltip opens, then leaves and closes it with Escape. */
function openThenDismiss(name: string) {
  hover(name)
  act(() => vi.advanceTimersByTime(700))
  expect(tooltip()).not.toBeNull()
  fireEvent.pointerLeave(screen.getByRole("button", { name }), { pointerType: "mouse" })
  fireEvent.keyDown(document, { key: "Escape" })
  expect(tooltip()).toBeNull()
}
