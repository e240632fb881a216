import { act, renderHook } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { useLeaveGuard } from "./use-leave-guard"

function link(href: string, target?: string) {
  const a = document.createElement("a")
  a.href = href
  if (target) a.target = target
  a.textContent = "go"
  document.body.append(a)
  return a
}

afterEach(() => {
  document.body.innerHTML = ""
})

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
})
