import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useParams } from "react-router-dom"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { notFound, notReviewable, rateLimited, resetReviewApi, reviewApi, reviewApiMock } from "../testing/api-mock"
import { listItem, reviewQuestion } from "../testing/fixtures"
import { renderAt } from "../testing/render"
import { RATE_LIMITED } from "./review-question-card"
import { ReviewQuestionPage } from "./review-question-page"

vi.mock("@/lib/supabase/rpc/review", () => reviewApiMock)
const toast = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock("sonner", () => ({ toast }))

function Page() {
  const { id = "" } = useParams()
  return <ReviewQuestionPage userId="u1" id={id} />
}

const open = (url: string, state?: unknown) => renderAt(<Page />, { url, path: "/practice/review/question/:id", state })

/** Question ids are UUIDs; q(n) is the nth. */
const q = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const ids = [0, 1, 2, 3, 4, 5].map(q)
/** The question of each id, so paging shows the right one. */
const byId = (id: string) => Promise.resolve(reviewQuestion({ id, text: `<p>Text of q${Number(id.slice(-12))}</p>` }))

const wrong = { question_id: q(1), user_answer: "B", is_correct: false, correct_answer: "B", accepted_answers: null }
const check = (answer: string, correct: boolean) => ({
  ...wrong,
  user_answer: answer,
  is_correct: correct,
  correct_answer: "B",
  explanation: "<p>Subtract 5, then divide by 3.</p>",
})

describe("ReviewQuestionPage states", () => {
  beforeEach(() => {
    resetReviewApi()
    toast.error.mockReset()
  })

  it("shows a loading state", () => {
    reviewApi.getReviewQuestion.mockReturnValue(new Promise(() => {}))
    open(`/practice/review/question/${q(1)}`)
    expect(screen.getByRole("status")).toHaveTextContent("Loading question…")
  })

  it("says 'Question Not Found' with a way back to the list the link came from", async () => {
    reviewApi.getReviewQuestion.mockRejectedValue(notFound())
    reviewApi.listReviewQuestions.mockResolvedValue([])
    open(`/practice/review/question/${q(7)}?filter=difficulty&value=hard&i=0`)
    expect(await screen.findByRole("heading", { name: "Question Not Found" })).toBeInTheDocument()
    expect(screen.getByText("The question you're looking for doesn't exist.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to Questions" })).toHaveAttribute(
      "href",
      "/practice/review/difficulty/hard",
    )
    // A 404 is an answer, not a failure: asked once.
    expect(reviewApi.getReviewQuestion).toHaveBeenCalledTimes(1)
  })

  it("says 'Question Not Found' for an id that cannot exist, without asking", async () => {
    open("/practice/review/question/nope")
    expect(await screen.findByRole("heading", { name: "Question Not Found" })).toBeInTheDocument()
    expect(reviewApi.getReviewQuestion).not.toHaveBeenCalled()
  })

  it("explains kindly that a question of an unsubmitted test opens after submission", async () => {
    reviewApi.getReviewQuestion.mockRejectedValue(notReviewable())
    open(`/practice/review/question/${q(9)}`)
    expect(await screen.findByRole("heading", { name: "Not Ready for Review Yet" })).toBeInTheDocument()
    expect(screen.getByText(/once you submit that test/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to Questions" })).toHaveAttribute("href", "/practice/review/section")
  })

  it("shows a failure with a retry", async () => {
    reviewApi.getReviewQuestion.mockRejectedValue(new Error("offline"))
    open(`/practice/review/question/${q(1)}`)
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load this question.")
    reviewApi.getReviewQuestion.mockImplementation(byId)
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText("Text of q1")).toBeInTheDocument()
  })
})

describe("answering in review", () => {
  beforeEach(() => {
    resetReviewApi()
    reviewApi.getReviewQuestion.mockImplementation(byId)
  })

  it("locks a choice, shows Incorrect with the key and explanation; Try Again unlocks; then Correct", async () => {
    let resolve!: (v: unknown) => void
    reviewApi.checkReviewAnswer.mockReturnValueOnce(new Promise((r) => (resolve = r)))
    open(`/practice/review/question/${q(1)}`)
    await userEvent.click(await screen.findByRole("radio", { name: /Option A/ }))
    // Locked while the server checks.
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled()
    expect(reviewApi.checkReviewAnswer).toHaveBeenCalledWith(q(1), "A")
    await act(async () => resolve(check("A", false)))
    expect(await screen.findByText("✗ Incorrect")).toBeInTheDocument()
    expect(screen.getByText("Subtract 5, then divide by 3.")).toBeInTheDocument()
    expect(screen.getByText("Correct answer", { selector: "span" })).toBeInTheDocument()
    expect(screen.getByText("Your choice")).toBeInTheDocument()
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled()

    await userEvent.click(screen.getByRole("button", { name: "Try Again" }))
    expect(screen.queryByText("✗ Incorrect")).toBeNull()
    expect(screen.getByRole("radio", { name: /Option A/ })).toHaveFocus()
    expect(screen.getByRole("radio", { name: /Option A/ })).not.toBeChecked()
    expect(screen.getByRole("radio", { name: /Option B/ })).toBeEnabled()

    reviewApi.checkReviewAnswer.mockResolvedValueOnce(check("B", true))
    await userEvent.click(screen.getByRole("radio", { name: /Option B/ }))
    expect(await screen.findByText("✓ Correct")).toBeInTheDocument()
    expect(reviewApi.checkReviewAnswer).toHaveBeenLastCalledWith(q(1), "B")
  })

  it("says to wait a minute when checks are rate-limited, and unlocks", async () => {
    reviewApi.checkReviewAnswer.mockRejectedValue(rateLimited())
    open(`/practice/review/question/${q(1)}`)
    await userEvent.click(await screen.findByRole("radio", { name: /Option C/ }))
    expect(await screen.findByRole("alert")).toHaveTextContent(RATE_LIMITED)
    expect(screen.getByRole("radio", { name: /Option D/ })).toBeEnabled()
    // A minute later the same choice can be checked again with one click.
    reviewApi.checkReviewAnswer.mockResolvedValue(check("C", false))
    await userEvent.click(screen.getByRole("radio", { name: /Option C/ }))
    expect(await screen.findByText("✗ Incorrect")).toBeInTheDocument()
    expect(reviewApi.checkReviewAnswer).toHaveBeenCalledTimes(2)
  })

  it("checks a typed SPR answer with the Check button, and keeps the text for Try Again", async () => {
    reviewApi.getReviewQuestion.mockResolvedValue(reviewQuestion({ id: q(1), format: "spr", options: null }))
    reviewApi.checkReviewAnswer.mockResolvedValue({
      ...check("3.5", false),
      correct_answer: "5",
      accepted_answers: ["5", "5.0"],
    })
    open(`/practice/review/question/${q(1)}`)
    const box = await screen.findByLabelText("Your answer")
    expect(screen.getByRole("button", { name: "Check" })).toBeDisabled()
    await userEvent.type(box, "7/2")
    // Typing letters in the box is never a shortcut.
    await userEvent.type(box, "f")
    expect(reviewApi.toggleFavorite).not.toHaveBeenCalled()
    await userEvent.clear(box)
    await userEvent.type(box, "7/2")
    await userEvent.click(screen.getByRole("button", { name: "Check" }))
    expect(reviewApi.checkReviewAnswer).toHaveBeenCalledWith(q(1), "7/2")
    expect(await screen.findByText("✗ Incorrect")).toBeInTheDocument()
    expect(screen.getByText("5 or 5.0")).toBeInTheDocument()
    expect(box).toBeDisabled()
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }))
    expect(box).toBeEnabled()
    expect(box).toHaveFocus()
    expect(box).toHaveValue("7/2")
    expect(screen.getByRole("button", { name: "Check" })).toBeEnabled()
  })
})

describe("the list, the pager and the URL", () => {
  beforeEach(() => {
    resetReviewApi()
    reviewApi.getReviewQuestion.mockImplementation(byId)
  })

  it("uses the route state's list without fetching it, and pages two either side", async () => {
    const state = { ids, index: 3, filter: "section", value: "math", title: "Math Questions" }
    open(`/practice/review/question/${q(3)}?filter=section&value=math&i=3`, state)
    expect(await screen.findByRole("heading", { level: 1, name: "Math Questions" })).toBeInTheDocument()
    expect(screen.getByText("Question 4 of 6")).toBeInTheDocument()
    expect(reviewApi.listReviewQuestions).not.toHaveBeenCalled()
    const pager = screen.getByRole("navigation", { name: "Questions in this list" })
    expect(
      within(pager)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Previous", "2", "3", "4", "5", "6", "Next"])
    expect(within(pager).getByRole("link", { name: "Question 4" })).toHaveAttribute("aria-current", "page")
    await userEvent.click(within(pager).getByRole("link", { name: "Next" }))
    expect(await screen.findByText("Text of q4")).toBeInTheDocument()
    expect(screen.getByTestId("location")).toHaveTextContent(
      `/practice/review/question/${q(4)}?filter=section&value=math&i=4`,
    )
    expect(screen.getByText("Question 5 of 6")).toBeInTheDocument()
  })

  it("rebuilds the list from the URL on a reload and keeps the position", async () => {
    reviewApi.listReviewQuestions.mockResolvedValue(ids.map((id) => listItem({ id })))
    open(`/practice/review/question/${q(2)}?filter=section&value=math&i=2`)
    expect(await screen.findByText("Question 3 of 6")).toBeInTheDocument()
    expect(reviewApi.listReviewQuestions).toHaveBeenCalledWith({ filter: "section", value: "math" })
    expect(screen.getByRole("heading", { level: 1, name: "Math Questions" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to Questions" })).toHaveAttribute(
      "href",
      "/practice/review/section/math",
    )
  })

  it("finds the question by id when the URL's index is stale", async () => {
    reviewApi.listReviewQuestions.mockResolvedValue(ids.map((id) => listItem({ id })))
    open(`/practice/review/question/${q(5)}?filter=favorites&i=0`)
    expect(await screen.findByText("Question 6 of 6")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: "Favorites" })).toBeInTheDocument()
  })

  it("shows the question alone when its list no longer holds it", async () => {
    reviewApi.listReviewQuestions.mockResolvedValue([listItem({ id: "other" })])
    open(`/practice/review/question/${q(1)}?filter=favorites&i=0`)
    expect(await screen.findByText("Text of q1")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: "Review Question" })).toBeInTheDocument()
    expect(screen.queryByRole("navigation", { name: "Questions in this list" })).toBeNull()
  })

  it("shows a shared link without list params on its own", async () => {
    open(`/practice/review/question/${q(1)}`)
    expect(await screen.findByText("Text of q1")).toBeInTheDocument()
    expect(reviewApi.listReviewQuestions).not.toHaveBeenCalled()
  })
})

describe("keyboard and favourites", () => {
  beforeEach(() => {
    resetReviewApi()
    toast.error.mockReset()
    reviewApi.getReviewQuestion.mockImplementation(byId)
  })

  const state = { ids, index: 1, filter: "favorites", value: null, title: "Favorites" }

  it("A-D choose, ← and → page", async () => {
    reviewApi.checkReviewAnswer.mockResolvedValue(check("D", false))
    open(`/practice/review/question/${q(1)}?filter=favorites&i=1`, state)
    await screen.findByText("Text of q1")
    fireEvent.keyDown(document.body, { key: "d" })
    await waitFor(() => expect(reviewApi.checkReviewAnswer).toHaveBeenCalledWith(q(1), "D"))
    expect(await screen.findByText("✗ Incorrect")).toBeInTheDocument()
    // Locked: another letter does nothing.
    fireEvent.keyDown(document.body, { key: "a" })
    expect(reviewApi.checkReviewAnswer).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(document.body, { key: "ArrowRight" })
    expect(await screen.findByText("Text of q2")).toBeInTheDocument()
    // A new question starts unanswered.
    expect(screen.queryByText("✗ Incorrect")).toBeNull()
    fireEvent.keyDown(document.body, { key: "ArrowLeft" })
    fireEvent.keyDown(document.body, { key: "ArrowLeft" }) // q1, then q0 (the first)
    expect(await screen.findByText("Text of q0")).toBeInTheDocument()
    fireEvent.keyDown(document.body, { key: "ArrowLeft" }) // nothing before the first
    expect(screen.getByTestId("location")).toHaveTextContent(`/practice/review/question/${q(0)}?filter=favorites&i=0`)
  })

  it("after Try Again, → on a focused option pages on and ↓ only moves the focus: no key but A-D answers", async () => {
    reviewApi.checkReviewAnswer.mockResolvedValue(check("D", false))
    open(`/practice/review/question/${q(1)}?filter=favorites&i=1`, state)
    await screen.findByText("Text of q1")
    fireEvent.keyDown(document.body, { key: "d" })
    await userEvent.click(await screen.findByRole("button", { name: "Try Again" }))
    const first = screen.getAllByRole("radio")[0]!
    await waitFor(() => expect(first).toHaveFocus())
    // The browser would choose option B here; the shortcut takes the key first.
    const down = fireEvent.keyDown(first, { key: "ArrowDown" })
    expect(down).toBe(false) // default prevented
    expect(screen.getAllByRole("radio")[1]).toHaveFocus()
    expect(screen.getAllByRole("radio").every((r) => !(r as HTMLInputElement).checked)).toBe(true)
    const right = fireEvent.keyDown(screen.getAllByRole("radio")[1]!, { key: "ArrowRight" })
    expect(right).toBe(false)
    expect(await screen.findByText("Text of q2")).toBeInTheDocument()
    expect(reviewApi.checkReviewAnswer).toHaveBeenCalledTimes(1)
  })

  it("F stars at once; a refusal puts the star back and says so", async () => {
    let reject!: (e: unknown) => void
    reviewApi.toggleFavorite.mockReturnValueOnce(new Promise((_, r) => (reject = r)))
    open(`/practice/review/question/${q(1)}?filter=favorites&i=1`, state)
    const star = await screen.findByRole("button", { name: "Favorite" })
    expect(star).toHaveAttribute("aria-pressed", "false")
    fireEvent.keyDown(document.body, { key: "f" })
    await waitFor(() => expect(star).toHaveAttribute("aria-pressed", "true"))
    await act(async () => reject(new Error("offline")))
    await waitFor(() => expect(star).toHaveAttribute("aria-pressed", "false"))
    expect(toast.error).toHaveBeenCalledWith("Couldn't update your favourites. Please try again.")
  })

  it("a click toggles the favourite and keeps the server's answer", async () => {
    reviewApi.toggleFavorite.mockResolvedValue(true)
    open(`/practice/review/question/${q(1)}`)
    const star = await screen.findByRole("button", { name: "Favorite" })
    await userEvent.click(star)
    expect(reviewApi.toggleFavorite).toHaveBeenCalledWith(q(1))
    await waitFor(() => expect(star).toHaveAttribute("aria-pressed", "true"))
    expect(toast.error).not.toHaveBeenCalled()
  })
})
