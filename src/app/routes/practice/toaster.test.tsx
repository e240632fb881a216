import { act, render, screen } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"

const loads = { count: 0 }

// A fresh toaster loader, queue and first-content state for each test (all three are module state).
async function fresh() {
  vi.resetModules()
  loads.count = 0
  // Counts how often the toaster's chunk is imported (the real module: sonner itself renders).
  // doMock, not a hoisted vi.mock: a hoisted factory's module would outlive resetModules, bound to
  // the previous test's notify queue.
  vi.doMock("@/features/practice/shell/components/practice-toaster", async (importOriginal) => {
    loads.count++
    return importOriginal()
  })
  const notify = await import("@/lib/notify")
  const firstContent = await import("@/lib/first-content")
  const { DeferredToaster } = await import("./toaster")
  return { ...notify, ...firstContent, DeferredToaster }
}

const notificationsRegion = () => document.querySelector("section[aria-label^='Notifications']")

describe("DeferredToaster", () => {
  let app: Awaited<ReturnType<typeof fresh>>
  beforeEach(async () => {
    app = await fresh()
  })

  it("is not loaded at the first content or when idle: a page that raises no toast never fetches it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      render(<app.DeferredToaster />)
      act(() => app.markFirstContent())
      // Past the idle stand-in (jsdom has no requestIdleCallback) and the 10 s fallback.
      await act(async () => vi.advanceTimersByTime(15_000))
    } finally {
      vi.useRealTimers()
    }
    expect(loads.count).toBe(0)
    expect(notificationsRegion()).toBeNull()
  })

  it("shows, once it has loaded, a toast raised before it was rendered", { timeout: 20_000 }, async () => {
    app.notifyError("Error", "The session could not be started.")
    render(<app.DeferredToaster />)
    expect(await screen.findByText("The session could not be started.", {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getAllByText("The session could not be started.")).toHaveLength(1)
    expect(loads.count).toBe(1)
  })

  it(
    "loads on the first toast; toasts raised while it loads show once each, later ones at once",
    {
      timeout: 20_000,
    },
    async () => {
      render(<app.DeferredToaster />)
      act(() => {
        app.notifyError("Error", "The test could not be saved and exited. Check your connection.")
        app.withToast((toast) => toast("A new version of SAT Cookie Practice is available."))
      })
      expect(
        await screen.findByText(
          "The test could not be saved and exited. Check your connection.",
          {},
          { timeout: 15_000 },
        ),
      ).toBeInTheDocument()
      expect(await screen.findByText("A new version of SAT Cookie Practice is available.")).toBeInTheDocument()
      expect(screen.getAllByText("The test could not be saved and exited. Check your connection.")).toHaveLength(1)
      expect(screen.getAllByText("A new version of SAT Cookie Practice is available.")).toHaveLength(1)
      expect(notificationsRegion()).not.toBeNull()

      act(() => app.notifyError("Error", "Answers could not be sent."))
      expect(await screen.findByText("Answers could not be sent.")).toBeInTheDocument()
      expect(loads.count).toBe(1)
    },
  )
})
