import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { QuestionNavigator } from "@/features/practice/session/components/question-navigator"
import { ReviewGrid } from "./review-grid"

const entry = { answer: "A", flagged: false, eliminated: "", timeSpent: 0, seq: 1 }
const fill = (el: HTMLElement) => el.className.split(" ").filter((c) => /^(bg|border|text)-/.test(c))

describe("an answered question looks the same in the navigator and on Check Your Work", () => {
  it("uses one fill (and a dashed outline for unanswered) in both", () => {
    render(
      <QuestionNavigator questionIds={["q1", "q2"]} current={1} answers={{ q1: entry }} onJump={() => undefined} />,
    )
    const navAnswered = fill(screen.getByRole("button", { name: /^Question 1\b.*answered/i }))
    const navUnanswered = fill(screen.getByRole("button", { name: /^Question 2\b/ }))
    render(
      <ReviewGrid
        title="Module"
        questions={[
          { position: 7, answered: true, flagged: false },
          { position: 8, answered: false, flagged: false },
        ]}
        onJump={() => undefined}
      />,
    )
    const gridAnswered = fill(screen.getByRole("button", { name: "Question 7, answered" }))
    const gridUnanswered = fill(screen.getByRole("button", { name: "Question 8, unanswered" }))
    expect(gridAnswered).toEqual(navAnswered)
    expect(gridAnswered).toContain("bg-primary")
    expect(navAnswered.some((c) => c.includes("emerald"))).toBe(false)
    expect(gridUnanswered).toEqual(navUnanswered)
    expect(gridUnanswered).toContain("border-dashed")
  })
})
