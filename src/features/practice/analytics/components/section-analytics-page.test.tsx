import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MemoryRouter } from "react-router-dom"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { SectionAnalyticsPage } from "./section-analytics-page"

const api = vi.hoisted(() => ({ getGradedAnswers: vi.fn(), getSectionResults: vi.fn() }))
vi.mock("@/lib/supabase/tables/section-analytics", () => api)
vi.mock("@/lib/supabase/rpc/history", () => ({}))
vi.mock("./line-chart", () => ({ default: () => <div data-testid="chart" /> }))

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SectionAnalyticsPage userId="u1" section="math" />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const a = (topic: string, isCorrect: boolean) => ({ topic, isCorrect })

describe("SectionAnalyticsPage", () => {
  beforeEach(() => vi.clearAllMocks())

  it("shows a loading state", () => {
    api.getGradedAnswers.mockReturnValue(new Promise(() => {}))
    api.getSectionResults.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(screen.getByRole("status")).toHaveTextContent("Loading your Math analytics…")
  })

  it("shows an error with a retry", async () => {
    api.getGradedAnswers.mockRejectedValueOnce(new Error("offline")).mockResolvedValue([])
    api.getSectionResults.mockResolvedValue([])
    renderPage()
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load your Math analytics.")
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText(/No graded Math questions yet/)).toBeInTheDocument()
  })

  it("shows an empty state", async () => {
    api.getGradedAnswers.mockResolvedValue([])
    api.getSectionResults.mockResolvedValue([])
    renderPage()
    expect(await screen.findByText(/No graded Math questions yet/)).toBeInTheDocument()
  })

  it("shows accuracy by topic (weakest first) and over time, for this student and section", async () => {
    api.getGradedAnswers.mockResolvedValue([
      a("Circles", false),
      a("Ratios", true),
      a("Ratios", true),
      a("Circles", true),
    ])
    api.getSectionResults.mockResolvedValue([
      { completedAt: "2026-03-01T10:00:00Z", correct: 10, total: 20, accuracy: 50 },
      { completedAt: "2026-03-05T10:00:00Z", correct: 15, total: 20, accuracy: 75 },
    ])
    renderPage()
    expect(screen.getByRole("heading", { name: "Math Analytics" })).toBeInTheDocument()
    expect(await screen.findByText("Overall accuracy:", { exact: false })).toHaveTextContent(
      "Overall accuracy: 75% over 4 answered questions",
    )
    const rows = within(screen.getByRole("table", { name: "Accuracy by topic, weakest first" }))
      .getAllByRole("row")
      .slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(["Circles50%1 / 2", "Ratios100%2 / 2"])
    const trend = screen.getByRole("region", { name: "Accuracy over time" })
    expect(
      within(trend)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("50% (10 / 20)"), expect.stringContaining("75% (15 / 20)")])
    expect(api.getGradedAnswers).toHaveBeenCalledWith("u1", "math")
    expect(api.getSectionResults).toHaveBeenCalledWith("u1", "math")
  })
})
