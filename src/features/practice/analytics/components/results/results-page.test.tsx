import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { ReviewedQuestion, SessionResult } from "../../../session/api/types"
import { renderWithClient } from "@/features/practice/session/testing/render-with-client"
import { ResultsPage } from "./results-page"

const getSessionResult = vi.hoisted(() => vi.fn())
vi.mock("@/lib/supabase/rpc/session-result", () => ({ getSessionResult }))

const rq = (n: number, over: Partial<ReviewedQuestion>): ReviewedQuestion => ({
  position: n,
  question_id: `q${n}`,
  section: "reading_writing",
  question_type: "reading",
  format: "mcq",
  topic: "Words in Context",
  difficulty_level: 3,
  passage: null,
  question_text: `<p>Question text ${n}</p>`,
  options: { A: "one", B: "two", C: "three", D: "four" },
  user_answer: "A",
  is_correct: true,
  time_spent_seconds: 30,
  correct_answer: "A",
  accepted_answers: null,
  explanation: `<p>Because ${n}.</p>`,
  ...over,
})

const result = (over: Partial<SessionResult> = {}): SessionResult => ({
  session_id: "s1",
  practice_test_id: "t",
  title: "Reading Section",
  test_type: "reading",
  total_score: null,
  section: "reading_writing",
  section_label: "Reading and Writing estimate",
  section_score: 640,
  score_low: 600,
  score_high: 680,
  score_se: 25,
  is_practice: false,
  score_percent: 80,
  percentile: null,
  correct: 2,
  incorrect: 1,
  unanswered: 1,
  total: 4,
  completed_at: "2026-11-23T10:00:00Z",
  by_type: [{ question_type: "reading", correct: 2, total: 4, accuracy_percentage: 50, average_time_seconds: 41.5 }],
  questions: [
    rq(1, {}),
    rq(2, { user_answer: "B", is_correct: false, correct_answer: "C" }),
    rq(3, { user_answer: null, is_correct: false, explanation: null }),
    rq(4, {
      question_type: "writing",
      format: "spr",
      options: null,
      user_answer: "3.5",
      correct_answer: "7/2",
      accepted_answers: ["3.5"],
    }),
  ],
  ...over,
})

beforeEach(() => {
  getSessionResult.mockReset()
})

describe("ResultsPage", () => {
  it("shows loading", () => {
    getSessionResult.mockReturnValue(new Promise(() => {}))
    renderWithClient(<ResultsPage sessionId="s1" />)
    expect(screen.getByRole("status")).toHaveTextContent("Loading results")
  })

  it("shows the server's refusal", async () => {
    getSessionResult.mockRejectedValue(new Error("Submit the test to see its results and answers."))
    renderWithClient(<ResultsPage sessionId="s1" />)
    expect(await screen.findByRole("alert")).toHaveTextContent("Submit the test to see its results and answers.")
  })

  it("shows score, band in words, percentile and counts with percentages", async () => {
    getSessionResult.mockResolvedValue(result())
    renderWithClient(<ResultsPage sessionId="s1" />)
    expect(await screen.findByRole("heading", { name: "Test Complete!" })).toBeInTheDocument()
    // A Reading test reports the Reading and Writing estimate on 200-800 with its band, never a 1600 total.
    expect(screen.getByText("Reading and Writing estimate")).toBeInTheDocument()
    expect(screen.getByText("640")).toBeInTheDocument()
    expect(screen.getByText("on the 200–800 scale")).toBeInTheDocument()
    expect(screen.getByText("likely 600–680")).toBeInTheDocument()
    expect(screen.getByText("Strong")).toBeInTheDocument()
    expect(screen.queryByText(/1600/)).not.toBeInTheDocument()
    expect(screen.queryByText(/percentile/)).not.toBeInTheDocument()
    expect(screen.getByText("50% of 4")).toBeInTheDocument()
    expect(screen.getAllByText("25% of 4")).toHaveLength(2)
    expect(screen.getByText("2/4 correct · 42 s average")).toBeInTheDocument()
    expect(screen.queryByText("Retake")).not.toBeInTheDocument()
  })

  it("reviews each question: right and wrong in words, unanswered badge, explanation, tabs with counts", async () => {
    getSessionResult.mockResolvedValue(result())
    renderWithClient(<ResultsPage sessionId="s1" />)
    expect(await screen.findByRole("tab", { name: "All (4)" })).toHaveAttribute("aria-selected", "true")
    expect(screen.getByRole("tab", { name: "Math (0)" })).toBeInTheDocument()

    const q2 = screen.getByRole("article", { name: "Question 2" })
    expect(within(q2).getByText("Your choice")).toBeInTheDocument()
    expect(within(q2).getByText("Correct answer")).toBeInTheDocument()
    expect(within(q2).getByText("✗ Incorrect")).toBeInTheDocument()
    const q3 = screen.getByRole("article", { name: "Question 3" })
    expect(within(q3).getByText("Unanswered")).toBeInTheDocument()
    expect(within(q3).queryByText("Explanation")).not.toBeInTheDocument()
    expect(within(screen.getByRole("article", { name: "Question 1" })).getByText("Because 1.")).toBeInTheDocument()
    expect(within(screen.getByRole("article", { name: "Question 4" })).getByText("7/2 or 3.5")).toBeInTheDocument()

    await userEvent.click(screen.getByRole("tab", { name: "Writing (1)" }))
    expect(screen.getAllByRole("article")).toHaveLength(1)
    await userEvent.click(screen.getByRole("tab", { name: "Math (0)" }))
    expect(screen.getByText("No Math questions in this test.")).toBeInTheDocument()
  })

  it("marks a retake", async () => {
    getSessionResult.mockResolvedValue(result({ is_retake: true, section_score: 450 }))
    renderWithClient(<ResultsPage sessionId="s1" />)
    expect(await screen.findByText("Retake")).toBeInTheDocument()
    expect(screen.getByText("Needs practice")).toBeInTheDocument()
  })

  it("grades a practice set without a score", async () => {
    getSessionResult.mockResolvedValue(
      result({
        test_type: "custom",
        is_practice: true,
        section: null,
        section_score: null,
        score_low: null,
        score_high: null,
      }),
    )
    renderWithClient(<ResultsPage sessionId="s1" />)
    expect(await screen.findByText("Graded, not scored")).toBeInTheDocument()
    expect(screen.queryByText("on the 200–800 scale")).not.toBeInTheDocument()
    expect(screen.getByText("50% of 4")).toBeInTheDocument()
  })
})
