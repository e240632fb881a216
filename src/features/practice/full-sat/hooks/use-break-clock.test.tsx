import { act, renderHook } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { useBreakClock } from "./use-break-clock"

const start = Date.parse("2026-11-23T10:00:00Z")

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(start + 30_000)
})
afterEach(() => vi.useRealTimers())

describe("useBreakClock", () => {
  it("counts down from break_started_at and stops at zero", () => {
    const { result } = renderHook(() => useBreakClock(new Date(start).toISOString()))
    expect(result.current).toEqual({ remainingSeconds: 570, over: false })
    act(() => vi.advanceTimersByTime(5_000))
    expect(result.current.remainingSeconds).toBe(565)
    act(() => vi.advanceTimersByTime(600_000))
    expect(result.current).toEqual({ remainingSeconds: 0, over: true })
  })

  it("catches up after the tab slept (reads the clock, does not count ticks)", () => {
    const { result } = renderHook(() => useBreakClock(new Date(start).toISOString()))
    act(() => {
      vi.setSystemTime(start + 400_000)
      vi.advanceTimersByTime(1_000)
    })
    expect(result.current.remainingSeconds).toBe(199)
  })

  it("shows a full break before the server has stamped the start", () => {
    const { result } = renderHook(() => useBreakClock(null))
    expect(result.current).toEqual({ remainingSeconds: 600, over: false })
  })
})
