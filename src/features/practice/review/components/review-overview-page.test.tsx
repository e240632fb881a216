import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetReviewApi, reviewApi, reviewApiMock } from "../testing/api-mock"
import { reviewStats } from "../testing/fixtures"
import { renderAt } from "../testing/render"
import { ReviewOverviewPage } from "./review-overview-page"

vi.mock("@/lib/supabase/rpc/review", () => reviewApiMock)

const renderPage = () =>
  renderAt(<ReviewOverviewPage userId="u1" />, { url: "/practice/review", path: "/practice/review" })

/** The loading state shows the same cards with placeholders: wait for it to end. */
const loaded = () => waitFor(() => expect(screen.queryByRole("status")).toBeNull())

/** The figure under a stat card's label. */
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling

describe("ReviewOverviewPage", () => {
  beforeEach(resetReviewApi)

  it("shows a loading state, and the review areas meanwhile", () => {
    reviewApi.getReviewStats.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(screen.getByRole("status")).toHaveTextContent("Loading your review figures…")
    const areas = screen.getByRole("navigation", { name: "Review areas" })
    for (const [name, href] of [
      ["By Section", "/practice/review/section"],
      ["By Difficulty", "/practice/review/difficulty"],
      ["Weak Areas", "/practice/review/weak"],
      ["Favorites", "/practice/review/favorites"],
    ])
      expect(within(areas).getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href)
  })

  it("shows an error with a retry", async () => {
    reviewApi.getReviewStats.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(reviewStats())
    renderPage()
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load your review figures.")
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText("Total Questions")).toBeInTheDocument()
  })

  it("shows — for accuracy before anything is answered, never a made-up figure", async () => {
    reviewApi.getReviewStats.mockResolvedValue(reviewStats({ total_questions: 120 }))
    renderPage()
    await loaded()
    expect(figure("Total Questions")).toHaveTextContent("120")
    expect(figure("Average Accuracy")).toHaveTextContent("—")
    // (The card also holds the words invisibly, aria-hidden, to keep its height whatever it says.)
    expect(screen.getByText("Nothing answered yet", { ignore: "[aria-hidden=true]" })).toBeVisible()
    expect(figure("Reviewed Today")).toHaveTextContent("0")
    expect(figure("Favorites")).toHaveTextContent("0")
  })

  it("shows the student's own figures and the due count linking to the queue", async () => {
    reviewApi.getReviewStats.mockResolvedValue(
      reviewStats({
        total_questions: 140,
        attempted_questions: 20,
        reviewed_today: 7,
        average_accuracy: 64,
        favorites: 3,
        due_today: 5,
      }),
    )
    renderPage()
    await loaded()
    expect(figure("Total Questions")).toHaveTextContent("140")
    expect(screen.getByText("20 attempted")).toBeInTheDocument()
    expect(figure("Reviewed Today")).toHaveTextContent("7")
    expect(figure("Average Accuracy")).toHaveTextContent("64%")
    expect(figure("Favorites")).toHaveTextContent("3")
    const due = screen.getByRole("link", { name: /Due today/ })
    expect(due).toHaveAttribute("href", "/practice/review/due")
    expect(due).toHaveTextContent("5 questions from your mistakes are due")
    expect(reviewApi.getReviewStats).toHaveBeenCalledWith(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it("says when nothing is due", async () => {
    reviewApi.getReviewStats.mockResolvedValue(reviewStats({ due_today: 0 }))
    renderPage()
    expect(await screen.findByRole("link", { name: /Due today/ })).toHaveTextContent("Nothing due right now")
  })
})
