import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useReducer } from "react"
import { describe, expect, it, vi } from "vitest"
import { answersReducer, type AnswerMap } from "../domain/answers"
import { mcq } from "@/features/practice/session/testing/render-with-client"
import { QuestionView } from "./question-view"

vi.mock("@/lib/supabase/rpc/sessions", () => ({ OPTION_LETTERS: ["A", "B", "C", "D"] }))

/** QuestionView wired to the real answer reducer, as the runners wire it. */
function Harness({ passage = null as string | null }) {
  const q = mcq(1, { passage, question_type: passage ? "reading" : "math" })
  const [answers, dispatch] = useReducer(answersReducer, {} as AnswerMap)
  let seq = 0
  return (
    <QuestionView
      question={q}
      number={1}
      entry={answers.q1}
      onAnswer={(a) => dispatch({ type: "answer", questionId: "q1", answer: a, seq: ++seq })}
      onToggleFlag={() => dispatch({ type: "toggleFlag", questionId: "q1", seq: ++seq })}
      onToggleEliminated={(l) => dispatch({ type: "toggleEliminated", questionId: "q1", letter: l, seq: ++seq })}
    />
  )
}

describe("QuestionView", () => {
  it("strikes out an option in words, and striking the chosen one clears it", async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole("radio", { name: /beta 1/ }))
    expect(screen.getByRole("radio", { name: /beta 1/ })).toBeChecked()
    await userEvent.click(screen.getByRole("button", { name: "Strike out option B" }))
    expect(screen.getByRole("radio", { name: /beta 1/ })).not.toBeChecked()
    expect(screen.getByRole("radio", { name: /beta 1/ })).toHaveAccessibleDescription("(struck out)")
    expect(screen.getByRole("button", { name: "Undo strike-out of option B" })).toHaveAttribute("aria-pressed", "true")
  })

  it("marks for review", async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole("button", { name: "Mark for review" }))
    expect(screen.getByRole("button", { name: "Marked for review" })).toHaveAttribute("aria-pressed", "true")
  })

  it("shows a passage beside the question, and none for maths", () => {
    const { unmount } = render(<Harness passage="<p>The camel's hump holds fat.</p>" />)
    expect(screen.getByRole("article", { name: "Passage" })).toHaveTextContent("The camel's hump holds fat.")
    expect(screen.getByText("Reading")).toBeInTheDocument()
    unmount()
    render(<Harness />)
    expect(screen.queryByRole("article", { name: "Passage" })).not.toBeInTheDocument()
  })

  it("renders question HTML sanitised", () => {
    const q = mcq(1, { question_text: '<p>Safe</p><img src=x onerror="window.__hit=1">' })
    render(<QuestionView question={q} number={1} entry={undefined} onAnswer={() => {}} />)
    expect(screen.getByText("Safe")).toBeInTheDocument()
    expect(document.querySelector("[onerror]")).toBeNull()
  })
})

describe("QuestionView in review (option marks)", () => {
  it("marks the key correct and a wrong choice incorrect, in words as well as colour", () => {
    const q = mcq(1, {})
    render(
      <QuestionView
        question={q}
        number={1}
        entry={{ answer: "A", flagged: false, eliminated: "", timeSpent: 0, seq: 0 }}
        onAnswer={() => {}}
        disabled
        optionMarks={{ C: "correct", A: "incorrect" }}
      />,
    )
    const [a, , c] = screen.getAllByRole("radio")
    expect(a!.closest("label")).toHaveTextContent("Your choice")
    expect(c!.closest("label")).toHaveTextContent("Correct answer")
    expect(screen.getAllByText(/Your choice|Correct answer/)).toHaveLength(2)
  })

  it("shows no marks without them", () => {
    render(<Harness />)
    expect(screen.queryByText(/Your choice|Correct answer/)).toBeNull()
  })
})
