import { act, render, screen } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { markFirstContent, resetFirstContent } from "@/lib/first-content"
import { notifyError, resetToasts } from "@/lib/notify"
import { DeferredToaster } from "./toaster"

beforeEach(() => {
  // No toaster yet (the shared setup pretends one is mounted), nothing shown yet.
  resetToasts()
  resetFirstContent()
})

describe("DeferredToaster", () => {
  it("shows, once it has loaded, a toast raised before it was there", { timeout: 20_000 }, async () => {
    notifyError("Error", "The session could not be started.")
    render(<DeferredToaster />)
    // Raising the toast asked for the toaster: no first content or idle needed.
    expect(await screen.findByText("The session could not be started.", {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getAllByText("The session could not be started.")).toHaveLength(1)
  })

  it("loads when idle after the first content, and later toasts show at once", { timeout: 20_000 }, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      const { container } = render(<DeferredToaster />)
      expect(container.querySelector("section[aria-label]")).toBeNull()
      act(() => markFirstContent())
      // jsdom has no requestIdleCallback: first-content falls back to a short timeout.
      await act(async () => vi.advanceTimersByTime(300))
    } finally {
      vi.useRealTimers()
    }
    await vi.waitFor(() => expect(document.querySelector("section[aria-label^='Notifications']")).not.toBeNull(), {
      timeout: 15_000,
    })
    notifyError("Error", "Answers could not be sent.")
    expect(await screen.findByText("Answers could not be sent.")).toBeInTheDocument()
  })
})
