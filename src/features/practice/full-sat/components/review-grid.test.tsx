import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { ReviewGrid } from "./review-grid"

const questions = [
  { position: 1, answered: true, flagged: false },
  { position: 2, answered: false, flagged: false },
  { position: 3, answered: true, flagged: true },
  { position: 4, answered: false, flagged: true },
]

describe("ReviewGrid", () => {
  it("names every question's state in words", () => {
    render(
      <ReviewGrid
        title="Section 1, Module 1: Reading and Writing"
        questions={questions}
        current={2}
        onJump={() => undefined}
      />,
    )
    expect(screen.getByRole("heading", { name: "Section 1, Module 1: Reading and Writing" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Question 2, unanswered, current" })).toHaveAttribute(
      "aria-current",
      "step",
    )
    expect(screen.getByRole("button", { name: "Question 3, answered, marked for review" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Question 4, unanswered, marked for review" })).toBeInTheDocument()
    expect(screen.getByText("2 unanswered · 2 marked for review")).toBeInTheDocument()
  })

  it("jumps to a question", async () => {
    const onJump = vi.fn()
    render(<ReviewGrid title="Check Your Work" questions={questions} onJump={onJump} />)
    await userEvent.click(screen.getByRole("button", { name: /^Question 4,/ }))
    expect(onJump).toHaveBeenCalledWith(4)
  })

  it("says when everything is answered", () => {
    render(
      <ReviewGrid title="x" questions={[{ position: 1, answered: true, flagged: false }]} onJump={() => undefined} />,
    )
    expect(screen.getByText("Every question has an answer.")).toBeInTheDocument()
  })
})
