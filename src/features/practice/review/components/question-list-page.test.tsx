import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetReviewApi, reviewApi, reviewApiMock } from "../testing/api-mock"
import { listItem } from "../testing/fixtures"
import { renderAt } from "../testing/render"
import { NO_QUESTIONS, QuestionListPage } from "./question-list-page"

vi.mock("@/lib/supabase/rpc/review", () => reviewApiMock)

function renderSection(url = "/practice/review/section/math") {
  return renderAt(
    <QuestionListPage
      userId="u1"
      filter="section"
      value="math"
      byTopic
      back={{ to: "/practice/review/section", label: "All sections" }}
    />,
    { url, path: "/practice/review/section/math" },
  )
}

const rows = () => within(screen.getAllByRole("list")[0]!).getAllByRole("link")

describe("QuestionListPage", () => {
  beforeEach(resetReviewApi)

  it("shows a loading state under the list's title", () => {
    reviewApi.listReviewQuestions.mockReturnValue(new Promise(() => {}))
    renderSection()
    expect(screen.getByRole("heading", { level: 1, name: "Math Questions" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions…")
    expect(reviewApi.listReviewQuestions).toHaveBeenCalledWith({ filter: "section", value: "math" })
  })

  it("shows an error with a retry", async () => {
    // Transient failures are retried (twice) before the error shows.
    reviewApi.listReviewQuestions.mockRejectedValue(new Error("offline"))
    renderSection()
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load these questions.")
    expect(reviewApi.listReviewQuestions).toHaveBeenCalledTimes(3)
    reviewApi.listReviewQuestions.mockResolvedValue([])
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText(NO_QUESTIONS)).toBeInTheDocument()
  })

  it("says 'No questions found for this filter.' with the list's hint", async () => {
    reviewApi.listReviewQuestions.mockResolvedValue([])
    renderAt(
      <QuestionListPage
        userId="u1"
        filter="favorites"
        value={null}
        back={{ to: "/practice/review", label: "Review overview" }}
        emptyHint="Star a question."
      />,
      { url: "/practice/review/favorites", path: "/practice/review/favorites" },
    )
    expect(await screen.findByText("No questions found for this filter.")).toBeInTheDocument()
    expect(screen.getByText("Star a question.")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: "Favorites" })).toBeInTheDocument()
  })

  it("lists each question's first 150 characters, topic, difficulty, record and star", async () => {
    const long = "A".repeat(100) + " " + "B".repeat(100)
    reviewApi.listReviewQuestions.mockResolvedValue([
      listItem({ id: "q1", excerpt: long, difficulty: 8, attempts: 3, correct: 1, is_favorite: true }),
      listItem({ id: "q2", topic: "Circles" }),
    ])
    renderSection()
    await screen.findByText("2 questions")
    const [first, second] = rows()
    expect(first).toHaveTextContent(`Question 1: ${"A".repeat(100)}…`)
    expect(first).toHaveTextContent("Level 8 · Hard")
    expect(first).toHaveTextContent("1 of 3 correct")
    expect(first).toHaveTextContent("Favorite")
    expect(second).toHaveTextContent("Not attempted")
    expect(second).toHaveAttribute("href", "/practice/review/question/q2?filter=section&value=math&i=1")
  })

  it("filters by topic through ?topic=, and the rows then walk that topic", async () => {
    reviewApi.listReviewQuestions.mockResolvedValue([
      listItem({ id: "q1", topic: "Linear equations" }),
      listItem({ id: "q2", topic: "Circles" }),
      listItem({ id: "q3", topic: "Circles" }),
    ])
    renderSection("/practice/review/section/math?topic=Circles")
    expect(await screen.findByText("2 questions in Circles")).toBeInTheDocument()
    expect(rows().map((r) => r.getAttribute("href"))).toEqual([
      "/practice/review/question/q2?filter=topic&value=Circles&i=0",
      "/practice/review/question/q3?filter=topic&value=Circles&i=1",
    ])
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Topic" }), "")
    expect(await screen.findByText("3 questions")).toBeInTheDocument()
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/practice\/review\/section\/math$/)
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Topic" }), "Linear equations")
    expect(await screen.findByText("1 question in Linear equations")).toBeInTheDocument()
    expect(screen.getByTestId("location")).toHaveTextContent("?topic=Linear+equations")
  })

  it("ignores an unknown topic in the URL", async () => {
    reviewApi.listReviewQuestions.mockResolvedValue([listItem({ topic: "Circles" })])
    renderSection("/practice/review/section/math?topic=Nope")
    expect(await screen.findByText("1 question")).toBeInTheDocument()
    expect(screen.getByRole("combobox", { name: "Topic" })).toHaveValue("")
  })
})
