import { act, render, screen } from "@testing-library/react"
import { useEffect, useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { LOAD_TOGETHER_MAX_WAIT_MS, LoadTogether, querySettled, useReportSettled } from "./load-together"

let settle: Record<string, (done: boolean) => void> = {}
function Card({ name }: { name: string }) {
  const [done, setDone] = useState(false)
  useEffect(() => {
    settle[name] = setDone
  }, [name])
  useReportSettled(name, done)
  return <p>{name} card</p>
}

const renderGroup = () =>
  render(
    <LoadTogether members={["a", "b"]} fallback={<p role="status">Loading…</p>}>
      <Card name="a" />
      <Card name="b" />
    </LoadTogether>,
  )

describe("LoadTogether", () => {
  afterEach(() => {
    settle = {}
    vi.useRealTimers()
  })

  it("shows the skeleton until every member has settled, then all of them at once, and stays shown", () => {
    renderGroup()
    expect(screen.getByRole("status")).toHaveTextContent("Loading…")
    // Rendered (and fetching) from the start, but hidden.
    expect(screen.getByText("a card")).not.toBeVisible()
    act(() => settle.a!(true))
    expect(screen.getByRole("status")).toBeInTheDocument()
    expect(screen.getByText("a card")).not.toBeVisible()
    act(() => settle.b!(true))
    expect(screen.queryByRole("status")).toBeNull()
    expect(screen.getByText("a card")).toBeVisible()
    expect(screen.getByText("b card")).toBeVisible()
    // A later refetch does not hide the page again.
    act(() => settle.a!(false))
    expect(screen.getByText("a card")).toBeVisible()
  })

  it("shows the page anyway when a member never answers", () => {
    vi.useFakeTimers()
    renderGroup()
    act(() => settle.a!(true))
    act(() => vi.advanceTimersByTime(LOAD_TOGETHER_MAX_WAIT_MS - 1))
    expect(screen.getByText("a card")).not.toBeVisible()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText("a card")).toBeVisible()
    expect(screen.queryByRole("status")).toBeNull()
  })

  it("waits for `ready` as well", () => {
    const { rerender } = render(
      <LoadTogether ready={false} fallback={<p role="status">Loading…</p>}>
        <p>page</p>
      </LoadTogether>,
    )
    expect(screen.getByText("page")).not.toBeVisible()
    rerender(
      <LoadTogether ready fallback={<p role="status">Loading…</p>}>
        <p>page</p>
      </LoadTogether>,
    )
    expect(screen.getByText("page")).toBeVisible()
  })

  it("counts a query as settled with data or an error, or when paused offline", () => {
    expect(querySettled({ isPending: true, fetchStatus: "fetching" })).toBe(false)
    expect(querySettled({ isPending: false, fetchStatus: "idle" })).toBe(true)
    expect(querySettled({ isPending: true, fetchStatus: "paused" })).toBe(true)
  })
})
