import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MemoryRouter } from "react-router-dom"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { HistoryEntry, TestHistory } from "../api/history"
import { HistoryPage } from "./history-page"

const api = vi.hoisted(() => ({ getTestHistory: vi.fn() }))
vi.mock("@/lib/supabase/rpc/history", () => ({ getTestHistory: api.getTestHistory }))
vi.mock("@/lib/supabase/tables/section-analytics", () => ({}))
// uPlot needs a canvas; the chart's data reaches the student through the summary and table.
vi.mock("./line-chart", () => ({ default: () => <div data-testid="chart" /> }))

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: crypto.randomUUID(),
  kind: "test",
  practice_test_id: "t-math",
  title: "Math Section",
  test_type: "math",
  total_score: 1200,
  reading_writing_score: null,
  math_score: null,
  correct: 15,
  total: 20,
  completed_at: "2026-03-01T10:00:00Z",
  ...over,
})

const history = (tests: HistoryEntry[], minutes = 0): TestHistory => ({
  tests,
  stats: { count: tests.length, average_score: null, highest_score: null, minutes_practised: minutes },
})

function renderPage(resultsPath?: (e: HistoryEntry) => string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HistoryPage userId="u1" resultsPath={resultsPath} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe("HistoryPage", () => {
  beforeEach(() => {
    api.getTestHistory.mockReset()
  })

  it("shows a loading state", () => {
    api.getTestHistory.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(screen.getByRole("status")).toHaveTextContent("Loading your test history…")
  })

  it("shows an error with a retry", async () => {
    api.getTestHistory.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(history([]))
    renderPage()
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load your test history.")
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText(/No completed tests found/)).toBeInTheDocument()
  })

  it("shows the spec's empty state", async () => {
    api.getTestHistory.mockResolvedValue(history([]))
    renderPage()
    expect(
      await screen.findByText("No completed tests found. Start taking practice tests to see your analytics here."),
    ).toBeInTheDocument()
  })

  it("lists completed tests with scores out of 1600, count, average, highest and real time practised", async () => {
    api.getTestHistory.mockResolvedValue(
      history(
        [
          entry({
            title: "Practice Test 1",
            kind: "full_sat",
            total_score: 1300,
            reading_writing_score: 640,
            math_score: 660,
            completed_at: "2026-03-02T10:00:00Z",
          }),
          entry({ total_score: 1100, completed_at: "2026-03-01T10:00:00Z" }),
          entry({ title: "Reading Section", total_score: null, completed_at: "2026-02-01T10:00:00Z" }),
        ],
        200,
      ),
    )
    renderPage()
    expect(await screen.findByText("Tests completed")).toBeInTheDocument()
    const figure = (label: string) => screen.getByText(label).nextElementSibling
    expect(figure("Tests completed")).toHaveTextContent("3")
    expect(figure("Average score")).toHaveTextContent("1200")
    expect(figure("Highest score")).toHaveTextContent("1300")
    expect(figure("Time practised")).toHaveTextContent("3 h 20 min")
    const table = screen.getByRole("table", { name: "Completed tests, newest first" })
    const rows = within(table).getAllByRole("row").slice(1)
    expect(rows[0]).toHaveTextContent("Practice Test 1")
    expect(rows[0]).toHaveTextContent("Reading and Writing 640 · Math 660")
    expect(rows[0]).toHaveTextContent("1300 / 1600")
    expect(rows[2]).toHaveTextContent("N/A")
    expect(screen.getByText("2 scored tests, from 1100 to 1300 out of 1600 (up 200 points).")).toBeInTheDocument()
    expect(await screen.findByTestId("chart")).toBeInTheDocument()
  })

  it("marks retakes and keeps them out of the first-attempt average and highest", async () => {
    api.getTestHistory.mockResolvedValue(
      history([
        entry({ total_score: 1500, is_retake: true, completed_at: "2026-03-03T10:00:00Z" }),
        entry({ total_score: 1100, is_retake: false, completed_at: "2026-03-01T10:00:00Z" }),
        entry({ total_score: 1000, is_retake: false, completed_at: "2026-03-02T10:00:00Z" }),
      ]),
    )
    renderPage()
    expect(await screen.findByText("Average (first attempts)")).toBeInTheDocument()
    const figure = (label: string) => screen.getByText(label).parentElement!
    expect(figure("Average (first attempts)")).toHaveTextContent("1050Retakes: 1500")
    expect(figure("Highest (first attempts)")).toHaveTextContent("1100Retakes: 1500")
    expect(figure("Tests completed")).toHaveTextContent("1 retake")
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1)
    expect(within(rows[0]!).getByText("Retake")).toBeInTheDocument()
    expect(within(rows[1]!).queryByText("Retake")).not.toBeInTheDocument()
  })

  it("links each row that has a results screen to it", async () => {
    api.getTestHistory.mockResolvedValue(
      history([
        entry({ id: "f1", kind: "full_sat", title: "Practice Test 1", completed_at: "2026-03-02T10:00:00Z" }),
        entry({ id: "s1", title: "Practice set", test_type: "custom", completed_at: "2026-03-01T10:00:00Z" }),
      ]),
    )
    renderPage((e) => (e.test_type === "custom" ? null : `/results/${e.kind}/${e.id}`))
    const rows = within(await screen.findByRole("table"))
      .getAllByRole("row")
      .slice(1)
    expect(within(rows[0]!).getByRole("link", { name: /^Practice Test 1, results of / })).toHaveAttribute(
      "href",
      "/results/full_sat/f1",
    )
    expect(within(rows[1]!).queryByRole("link")).not.toBeInTheDocument()
    expect(rows[1]).toHaveTextContent("Practice set")
  })

  it("asks for the student's own history under a key with their id", async () => {
    api.getTestHistory.mockResolvedValue(history([]))
    renderPage()
    await screen.findByText(/No completed tests found/)
    expect(api.getTestHistory).toHaveBeenCalledTimes(1)
  })
})
