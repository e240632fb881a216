// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"
import { navigate, normalizePath, notifyLocationChange, subscribeToLocation } from "./location"

describe("normalizePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/tutors/", "/tutors"],
    ["/Pricing", "/pricing"],
    ["/faq//", "/faq"],
  ])("%s → %s", (input, expected) => expect(normalizePath(input)).toBe(expected))
})

describe("location store", () => {
  afterEach(() => window.history.replaceState(null, "", "/"))

  it("tells subscribers about navigate, back/forward and navigations reported by other routers", () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToLocation(listener)
    navigate("/faq")
    expect(window.location.pathname).toBe("/faq")
    window.dispatchEvent(new PopStateEvent("popstate"))
    notifyLocationChange()
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    navigate("/tutors", { replace: true })
    expect(listener).toHaveBeenCalledTimes(3)
  })
})
