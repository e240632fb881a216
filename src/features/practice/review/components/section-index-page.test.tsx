import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetReviewApi, reviewApi, reviewApiMock } from "../testing/api-mock"
import { listItem } from "../testing/fixtures"
import { renderAt } from "../testing/render"
import { SectionIndexPage } from "./section-index-page"

vi.mock("@/lib/supabase/rpc/review", () => reviewApiMock)

const renderPage = () =>
  renderAt(<SectionIndexPage userId="u1" />, { url: "/practice/review/section", path: "/practice/review/section" })

describe("SectionIndexPage", () => {
  beforeEach(resetReviewApi)

  it("shows a loading state", () => {
    reviewApi.listReviewQuestions.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(screen.getByRole("status")).toHaveTextContent("Loading sections…")
    expect(reviewApi.listReviewQuestions).toHaveBeenCalledWith({ filter: "all" })
  })

  it("shows an error with a retry", async () => {
    // Transient failures are retried (twice) before the error shows.
    reviewApi.listReviewQuestions.mockRejectedValue(new Error("offline"))
    renderPage()
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the sections.")
    expect(reviewApi.listReviewQuestions).toHaveBeenCalledTimes(3)
    reviewApi.listReviewQuestions.mockResolvedValue([listItem()])
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("heading", { name: "Math" })).toBeInTheDocument()
  })

  it("says how the list fills up when there is nothing to review", async () => {
    reviewApi.listReviewQuestions.mockResolvedValue([])
    renderPage()
    expect(await screen.findByText(/No questions to review yet/)).toBeInTheDocument()
  })

  it("shows Math, Reading and Writing with counts and topic badges linking to the filtered list", async () => {
    reviewApi.listReviewQuestions.mockResolvedValue([
      listItem({ topic: "Circles" }),
      listItem({ topic: "Linear equations" }),
      listItem({ topic: "Linear equations" }),
      listItem({ section: "reading", topic: "Words in context" }),
    ])
    renderPage()
    const math = (await screen.findByRole("heading", { name: "Math" })).closest("section")!
    expect(math).toHaveTextContent("3 questions")
    const topics = within(math).getByRole("list", { name: "Math topics" })
    expect(
      within(topics)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Linear equations2", "Circles1"])
    expect(within(topics).getByRole("link", { name: /Circles/ })).toHaveAttribute(
      "href",
      "/practice/review/section/math?topic=Circles",
    )
    expect(within(math).getByRole("link", { name: "Review Math questions" })).toHaveAttribute(
      "href",
      "/practice/review/section/math",
    )
    const reading = screen.getByRole("heading", { name: "Reading" }).closest("section")!
    expect(reading).toHaveTextContent("1 question")
    const writing = screen.getByRole("heading", { name: "Writing" }).closest("section")!
    expect(writing).toHaveTextContent("0 questions")
    expect(within(writing).queryByRole("list")).toBeNull()
  })
})
