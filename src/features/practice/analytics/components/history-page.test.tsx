import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MemoryRouter } from "react-router-dom"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { HistoryEntry, TestHistory } from "../api/history"
import { HistoryPage } from "./history-page"

const api = vi.hoisted(() => ({ getTestHistory: vi.fn() }))
vi.mock("@/lib/supabase/rpc/history", () => ({ getTestHistory: api.getTestHistory }))
vi.mock("@/lib/supabase/tables/section-analytics", () => ({}))
// The page shows its tables together with their pause notes: the pauses answer (none) at once.
vi.mock("@/lib/supabase/rpc/save-exit", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getAttemptPauses: () => Promise.resolve([]),
}))
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

  it("shows full SATs (400-1600) and section tests (200-800) apart, each with its band, and practice sets unscored", async () => {
    api.getTestHistory.mockResolvedValue(
      history(
        [
          entry({
            title: "Practice Test 1",
            kind: "full_sat",
            test_type: "full_sat",
            total_score: 1300,
            total_low: 1230,
            total_high: 1370,
            reading_writing_score: 640,
            math_score: 660,
            completed_at: "2026-03-02T10:00:00Z",
          }),
          entry({
            total_score: null,
            section: "math",
            section_score: 560,
            score_low: 510,
            score_high: 610,
            completed_at: "2026-03-01T10:00:00Z",
          }),
          entry({
            title: "Favorites Practice",
            kind: "practice",
            test_type: "custom",
            total_score: null,
            is_retake: true,
            completed_at: "2026-02-01T10:00:00Z",
          }),
        ],
        200,
      ),
    )
    renderPage()
    // Rendered hidden first: shown once the pause notes have answered too.
    await waitFor(() => expect(screen.getByText("Tests completed")).toBeVisible())
    const figure = (label: string) => screen.getByText(label).nextElementSibling
    expect(figure("Tests completed")).toHaveTextContent("3")
    // Highest and average: first attempts of full SATs only, never a section test or a practice set.
    expect(figure("Full SAT average (first attempts)")).toHaveTextContent("1300")
    expect(figure("Full SAT highest (first attempts)")).toHaveTextContent("1300")
    expect(figure("Time practised")).toHaveTextContent("3 h 20 min")
    const sats = screen.getByRole("table", { name: "Full SATs, newest first" })
    const satRow = within(sats).getAllByRole("row")[1]!
    expect(satRow).toHaveTextContent("Reading and Writing 640 · Math 660")
    expect(satRow).toHaveTextContent("1300 / 1600likely 1230–1370")
    const sections = screen.getByRole("table", { name: "Section tests, newest first" })
    const sectionRow = within(sections).getAllByRole("row")[1]!
    expect(sectionRow).toHaveTextContent("Math score")
    expect(sectionRow).toHaveTextContent("560 / 800likely 510–610")
    expect(sectionRow).not.toHaveTextContent("1600")
    const practice = screen.getByRole("table", { name: "Practice sets, newest first" })
    expect(within(practice).getAllByRole("row")[1]).toHaveTextContent("Not scored")
    expect(screen.getByText("One full SAT: 1300 on the 400–1600 scale.")).toBeInTheDocument()
    expect(screen.getByText("One section test: 560 on the 200–800 scale.")).toBeInTheDocument()
  })

  it("marks retakes and keeps them out of the first-attempt average and highest", async () => {
    const sat = (score: number, retake: boolean, at: string) =>
      entry({ kind: "full_sat", test_type: "full_sat", total_score: score, is_retake: retake, completed_at: at })
    api.getTestHistory.mockResolvedValue(
      history([
        sat(1500, true, "2026-03-03T10:00:00Z"),
        sat(1100, false, "2026-03-01T10:00:00Z"),
        sat(1000, false, "2026-03-02T10:00:00Z"),
      ]),
    )
    renderPage()
    expect(await screen.findByText("Full SAT average (first attempts)")).toBeInTheDocument()
    const figure = (label: string) => screen.getByText(label).parentElement!
    expect(figure("Full SAT average (first attempts)")).toHaveTextContent("1050Retakes: 1500")
    expect(figure("Full SAT highest (first attempts)")).toHaveTextContent("1100Retakes: 1500")
    expect(await screen.findByTestId("chart")).toBeInTheDocument()
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1)
    expect(within(rows[0]!).getByText("Retake")).toBeInTheDocument()
    expect(within(rows[1]!).queryByText("Retake")).not.toBeInTheDocument()
  })

  it("links each row that has a results screen to it", async () => {
    api.getTestHistory.mockResolvedValue(
      history([
        entry({ id: "f1", kind: "full_sat", title: "Practice Test 1", completed_at: "2026-03-02T10:00:00Z" }),
        entry({
          id: "s1",
          kind: "practice",
          title: "Practice set",
          test_type: "custom",
          completed_at: "2026-03-01T10:00:00Z",
        }),
      ]),
    )
    renderPage((e) => (e.test_type === "custom" ? null : `/results/${e.kind}/${e.id}`))
    const sats = await screen.findByRole("table", { name: "Full SATs, newest first" })
    expect(within(sats).getByRole("link", { name: /^Practice Test 1, results of / })).toHaveAttribute(
      "href",
      "/results/full_sat/f1",
    )
    const practice = screen.getByRole("table", { name: "Practice sets, newest first" })
    expect(within(practice).queryByRole("link")).not.toBeInTheDocument()
    expect(practice).toHaveTextContent("Practice set")
  })

  it("asks for the student's own history under a key with their id", async () => {
    api.getTestHistory.mockResolvedValue(history([]))
    renderPage()
    await screen.findByText(/No completed tests found/)
    expect(api.getTestHistory).toHaveBeenCalledTimes(1)
  })
})
