import { act, renderHook } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { installHistoryGuard } from "@/lib/routing/history-guard"
import { useLeaveGuard } from "./use-leave-guard"

function link(href: string, target?: string) {
  const a = document.createElement("a")
  a.href = href
  if (target) a.target = target
  a.textContent = "go"
  document.body.append(a)
  return a
}

// The app shell installs the guard first, before React Router's listener exists.
beforeAll(installHistoryGuard)

afterEach(() => {
  document.body.innerHTML = ""
  vi.restoreAllMocks()
})

/** The browser's Back: the entry (React Router's `idx`) and the URL change, then popstate fires. */
function back(to: string, idx: number) {
  window.history.replaceState({ idx }, "", to)
  const event = new PopStateEvent("popstate", { state: { idx } })
  act(() => void window.dispatchEvent(event))
}

describe("useLeaveGuard", () => {
  it("asks the browser to confirm closing the tab while the clock runs, and stops asking after", () => {
    const { rerender } = renderHook(({ on }) => useLeaveGuard(on), { initialProps: { on: true } })
    const event = new Event("beforeunload", { cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    rerender({ on: false })
    const later = new Event("beforeunload", { cancelable: true })
    window.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
  })

  it("holds a click on an in-app link that leaves the page, and names where it went", () => {
    const { result } = renderHook(() => useLeaveGuard(true))
    const a = link("/practice/history?x=1")
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    act(() => void a.dispatchEvent(click))
    expect(click.defaultPrevented).toBe(true)
    expect(result.current.pending).toBe("/practice/history?x=1")
    act(() => result.current.clear())
    expect(result.current.pending).toBeNull()
  })

  it("lets through links to other sites, new tabs, modified clicks, and everything when inactive", () => {
    const { result, rerender } = renderHook(({ on }) => useLeaveGuard(on), { initialProps: { on: true } })
    for (const [a, init] of [
      [link("https://example.com/x"), {}],
      [link("/practice/history", "_blank"), {}],
      [link("/practice/history"), { ctrlKey: true }],
    ] as const) {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init })
      // jsdom would navigate on an unprevented click: stop it after the guard had its say.
      a.addEventListener("click", (e) => e.preventDefault(), { once: true })
      const before = click.defaultPrevented
      a.dispatchEvent(click)
      expect(before).toBe(false)
    }
    expect(result.current.pending).toBeNull()
    rerender({ on: false })
    const a = link("/practice/history")
    a.addEventListener("click", (e) => e.preventDefault(), { once: true })
    act(() => void a.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })))
    expect(result.current.pending).toBeNull()
  })

  it("holds the browser's Back before React Router or the app shell sees it, steps back to the runner, and Leave goes back", () => {
    window.history.replaceState({ idx: 3 }, "", "/practice/tests/t1/run")
    const go = vi.spyOn(window.history, "go").mockImplementation(() => {})
    const router = vi.fn()
    // Registered after the guard, as React Router's listener is (before the runner mounts): never called.
    window.addEventListener("popstate", router)
    const { result } = renderHook(() => useLeaveGuard(true))
    back("/practice/tests/t1", 2)
    expect(router).not.toHaveBeenCalled()
    expect(go).toHaveBeenCalledWith(1)
    expect(result.current.pending).toBe("/practice/tests/t1")
    // The popstate of stepping back to the runner passes unseen and holds nothing new.
    back("/practice/tests/t1/run", 3)
    expect(router).not.toHaveBeenCalled()
    const navigate = vi.fn()
    act(() => result.current.leave(navigate))
    expect(navigate).not.toHaveBeenCalled()
    expect(go).toHaveBeenLastCalledWith(-1)
    expect(result.current.pending).toBeNull()
    // The leaving popstate reaches React Router.
    back("/practice/tests/t1", 2)
    expect(router).toHaveBeenCalledTimes(1)
    window.removeEventListener("popstate", router)
  })

  it("Stay keeps the runner; Leave after a held link navigates there; with nothing held, leave does `otherwise`", () => {
    const { result } = renderHook(() => useLeaveGuard(true))
    const a = link("/practice/history")
    act(() => void a.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })))
    const navigate = vi.fn()
    act(() => result.current.leave(navigate))
    expect(navigate).toHaveBeenCalledWith("/practice/history")
    const otherwise = vi.fn()
    act(() => result.current.leave(navigate, otherwise))
    expect(otherwise).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it("lets Back through when inactive", () => {
    window.history.replaceState({ idx: 3 }, "", "/practice/tests/t1/run")
    const go = vi.spyOn(window.history, "go").mockImplementation(() => {})
    const router = vi.fn()
    window.addEventListener("popstate", router)
    const { result } = renderHook(() => useLeaveGuard(false))
    back("/practice/tests/t1", 2)
    expect(router).toHaveBeenCalledTimes(1)
    expect(go).not.toHaveBeenCalled()
    expect(result.current.pending).toBeNull()
    window.removeEventListener("popstate", router)
  })
})
