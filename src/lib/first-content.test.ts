// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { afterFirstContent, holdFirstContent, markFirstContent, resetFirstContent } from "./first-content"

beforeEach(() => {
  resetFirstContent()
  // jsdom has no requestIdleCallback: the module falls back to a short timeout, faked here.
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe("afterFirstContent", () => {
  it("waits for the first content, then runs once when idle", () => {
    const fn = vi.fn()
    afterFirstContent(fn)
    vi.advanceTimersByTime(5_000)
    expect(fn).not.toHaveBeenCalled()
    markFirstContent()
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(300)
    expect(fn).toHaveBeenCalledTimes(1)
    markFirstContent()
    vi.advanceTimersByTime(20_000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it("runs at once (when idle) once the content was already shown", () => {
    markFirstContent()
    const fn = vi.fn()
    afterFirstContent(fn)
    vi.advanceTimersByTime(300)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it("runs after the fallback on a screen that never marks", () => {
    const fn = vi.fn()
    afterFirstContent(fn, 10_000)
    vi.advanceTimersByTime(9_999)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(300)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it("can be cancelled (an unmounted screen)", () => {
    const fn = vi.fn()
    const cancel = afterFirstContent(fn)
    cancel()
    markFirstContent()
    vi.advanceTimersByTime(20_000)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe("holdFirstContent", () => {
  it("keeps the fallback from starting work while a screen's content is still coming", () => {
    const fn = vi.fn()
    afterFirstContent(fn, 10_000)
    const release = holdFirstContent()
    vi.advanceTimersByTime(60_000)
    expect(fn).not.toHaveBeenCalled()
    release()
    vi.advanceTimersByTime(300)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it("keeps an earlier screen's mark from starting work until the holding screen marks", () => {
    markFirstContent() // the test detail page
    const fn = vi.fn()
    afterFirstContent(fn)
    holdFirstContent() // Start: the runner loads before the browser was idle
    vi.advanceTimersByTime(20_000)
    expect(fn).not.toHaveBeenCalled()
    markFirstContent() // the first question
    vi.advanceTimersByTime(300)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it("a release after the mark changes nothing", () => {
    const fn = vi.fn()
    afterFirstContent(fn)
    const release = holdFirstContent()
    markFirstContent()
    release()
    vi.advanceTimersByTime(300)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
