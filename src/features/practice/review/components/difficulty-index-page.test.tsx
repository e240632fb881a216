import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetReviewApi, reviewApi, reviewApiMock } from "../testing/api-mock"
import { reviewStats } from "../testing/fixtures"
import { renderAt } from "../testing/render"
import { DifficultyIndexPage } from "./difficulty-index-page"

vi.mock("@/lib/supabase/rpc/review", () => reviewApiMock)

const renderPage = () =>
  renderAt(<DifficultyIndexPage userId="u1" />, {
    url: "/practice/review/difficulty",
    path: "/practice/review/difficulty",
  })

describe("DifficultyIndexPage", () => {
  beforeEach(resetReviewApi)

  it("shows a loading state", () => {
    reviewApi.getReviewStats.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(screen.getByRole("status")).toHaveTextContent("Loading difficulty levels…")
  })

  it("shows an error with a retry", async () => {
    reviewApi.getReviewStats.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(reviewStats())
    renderPage()
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the difficulty levels.")
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("link", { name: /Easy \(1-3\)/ })).toBeInTheDocument()
  })

  it("shows Easy 1-3, Medium 4-6 and Hard 7-9 with each band's accuracy, — when not attempted", async () => {
    const stats = reviewStats()
    stats.by_difficulty = [
      { band: "easy", total_questions: 40, attempted_questions: 8, attempts: 10, correct: 9, accuracy: 90 },
      { band: "medium", total_questions: 50, attempted_questions: 4, attempts: 4, correct: 1, accuracy: 25 },
      { band: "hard", total_questions: 30, attempted_questions: 0, attempts: 0, correct: 0, accuracy: null },
    ]
    reviewApi.getReviewStats.mockResolvedValue(stats)
    renderPage()
    const easy = await screen.findByRole("link", { name: /Easy \(1-3\)/ })
    expect(easy).toHaveAttribute("href", "/practice/review/difficulty/easy")
    expect(easy).toHaveTextContent("40 questions")
    expect(easy).toHaveTextContent("90%")
    expect(easy).toHaveTextContent("9 of 10 attempts")
    const medium = screen.getByRole("link", { name: /Medium \(4-6\)/ })
    expect(medium).toHaveTextContent("25%")
    const hard = screen.getByRole("link", { name: /Hard \(7-9\)/ })
    expect(hard).toHaveAttribute("href", "/practice/review/difficulty/hard")
    expect(hard).toHaveTextContent("—")
    expect(hard).toHaveTextContent("Not attempted yet")
  })
})
