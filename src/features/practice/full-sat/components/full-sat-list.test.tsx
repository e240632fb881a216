import { screen, waitFor, within } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { renderWithClient } from "@/features/practice/session/testing/render-with-client"
import { fullSatTest } from "../testing/fixtures"
import { FullSatList } from "./full-sat-list"

const rpc = vi.hoisted(() => ({ listActiveTests: vi.fn(), getTestHistory: vi.fn() }))
vi.mock("@/lib/supabase/rpc/practice-tests", () => ({ listActiveTests: rpc.listActiveTests }))
vi.mock("@/lib/supabase/rpc/history", () => ({ getTestHistory: rpc.getTestHistory }))

const history = (tests: Record<string, unknown>[]) => ({
  tests,
  stats: { count: tests.length, average_score: null, highest_score: null, minutes_practised: 0 },
})

beforeEach(() => {
  for (const f of Object.values(rpc)) f.mockReset()
  rpc.getTestHistory.mockResolvedValue(history([]))
})

const setup = () =>
  renderWithClient(<FullSatList userId="u1" />, { path: "/practice/full-sat", route: "/practice/full-sat" })

describe("FullSatList", () => {
  it("lists the full SATs in number order with the last score on each", async () => {
    rpc.listActiveTests.mockResolvedValue([
      fullSatTest(3),
      fullSatTest(1),
      { ...fullSatTest(9), test_type: "math", title: "Math Section" },
      fullSatTest(2),
    ])
    rpc.getTestHistory.mockResolvedValue(
      history([
        {
          id: "a",
          kind: "full_sat",
          practice_test_id: "t2",
          title: "Full SAT Practice Test 2",
          total_score: 1180,
          completed_at: "2026-11-22T10:00:00Z",
        },
        {
          id: "b",
          kind: "full_sat",
          practice_test_id: "t2",
          title: "Full SAT Practice Test 2",
          total_score: 990,
          completed_at: "2026-11-20T10:00:00Z",
        },
      ]),
    )
    setup()
    const items = await screen.findAllByRole("listitem")
    expect(items.map((li) => within(li).getByRole("heading").textContent)).toEqual([
      "Full SAT Practice Test 1",
      "Full SAT Practice Test 2",
      "Full SAT Practice Test 3",
    ])
    expect(await within(items[1]!).findByText("1180 / 1600")).toBeInTheDocument()
    expect(within(items[0]!).getByText("Not taken yet")).toBeInTheDocument()
    expect(within(items[2]!).getByRole("link", { name: "Open Full SAT Practice Test 3" })).toHaveAttribute(
      "href",
      "/practice/full-sat/t3",
    )
  })

  it("goes straight to the intro when there is one full SAT", async () => {
    rpc.listActiveTests.mockResolvedValue([fullSatTest(1)])
    setup()
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/practice/full-sat/t1"))
  })

  it("says so when none is available", async () => {
    rpc.listActiveTests.mockResolvedValue([])
    setup()
    expect(await screen.findByText(/No full SAT is available yet/)).toBeInTheDocument()
  })

  it("offers to try again when the tests cannot load", async () => {
    rpc.listActiveTests.mockRejectedValue(new Error("offline"))
    setup()
    expect(await screen.findByRole("alert")).toHaveTextContent("The tests could not be loaded")
  })
})
