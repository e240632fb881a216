import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetReviewApi, reviewApi, reviewApiMock } from "../testing/api-mock"
import { reviewStats } from "../testing/fixtures"
import { renderAt } from "../testing/render"
import { WeakAreasPage } from "./weak-areas-page"

vi.mock("@/lib/supabase/rpc/review", () => reviewApiMock)

const renderPage = () =>
  renderAt(<WeakAreasPage userId="u1" />, { url: "/practice/review/weak", path: "/practice/review/weak" })

describe("WeakAreasPage", () => {
  beforeEach(resetReviewApi)

  it("shows a loading state", () => {
    reviewApi.getReviewStats.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(screen.getByRole("status")).toHaveTextContent("Loading your weak areas…")
  })

  it("shows an error with a retry", async () => {
    reviewApi.getReviewStats.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(reviewStats())
    renderPage()
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load your weak areas.")
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText(/No weak areas yet/)).toBeInTheDocument()
  })

  it("explains the empty state (3 answers in a topic) and offers no practice", async () => {
    reviewApi.getReviewStats.mockResolvedValue(reviewStats())
    renderPage()
    expect(await screen.findByText(/at least 3 in a topic/)).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /Practice/ })).toBeNull()
  })

  it("lists the weakest topics in the server's order, each with Practice and Review", async () => {
    reviewApi.getReviewStats.mockResolvedValue(
      reviewStats({
        weakest_topics: [
          { topic: "Circles", question_type: "math", attempts: 4, correct: 1, accuracy: 25 },
          { topic: "Words in context", question_type: "reading", attempts: 6, correct: 3, accuracy: 50 },
        ],
      }),
    )
    renderPage()
    const items = within(await screen.findByRole("list")).getAllByRole("listitem")
    expect(items.map((i) => within(i).getByRole("heading").textContent)).toEqual(["Circles", "Words in context"])
    expect(items[0]).toHaveTextContent("Math · 1 of 4 attempts correct")
    expect(items[0]).toHaveTextContent("25% accuracy")
    expect(within(items[0]!).getByRole("link", { name: "Practice Circles" })).toHaveAttribute(
      "href",
      "/practice/test/weak?topic=Circles",
    )
    expect(within(items[1]!).getByRole("link", { name: "Review Words in context questions" })).toHaveAttribute(
      "href",
      "/practice/review/section/reading?topic=Words+in+context",
    )
    expect(screen.getByRole("link", { name: "Practice all weak areas" })).toHaveAttribute("href", "/practice/test/weak")
  })

  it("offers no one-topic practice for a topic answered right every time", async () => {
    reviewApi.getReviewStats.mockResolvedValue(
      reviewStats({
        weakest_topics: [
          { topic: "Circles", question_type: "math", attempts: 4, correct: 1, accuracy: 25 },
          { topic: "Ratios", question_type: "math", attempts: 3, correct: 3, accuracy: 100 },
        ],
      }),
    )
    renderPage()
    const items = within(await screen.findByRole("list")).getAllByRole("listitem")
    expect(within(items[0]!).getByRole("link", { name: "Practice Circles" })).toBeInTheDocument()
    expect(within(items[1]!).queryByRole("link", { name: "Practice Ratios" })).toBeNull()
    expect(within(items[1]!).getByRole("link", { name: "Review Ratios questions" })).toBeInTheDocument()
  })
})
