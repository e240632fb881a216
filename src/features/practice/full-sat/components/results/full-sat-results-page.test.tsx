import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { renderWithClient } from "@/features/practice/session/testing/render-with-client"
import { DataError } from "@/lib/supabase/rpc/errors"
import type { FullSatModuleResult, FullSatQuestion, FullSatResult } from "../../api/get-full-sat-result"
import { FullSatResultsPage } from "./full-sat-results-page"
import { ScoreReport } from "./score-report"

const getFullSatResult = vi.hoisted(() => vi.fn())
vi.mock("@/lib/supabase/rpc/full-sat-result", () => ({ getFullSatResult }))

const q = (module_order: number, position: number, over: Partial<FullSatQuestion> = {}): FullSatQuestion => ({
  module_order,
  position,
  question_id: `m${module_order}q${position}`,
  section: module_order <= 2 ? "reading_writing" : "math",
  question_type: module_order <= 2 ? "reading" : "math",
  format: "mcq",
  domain: module_order <= 2 ? "Craft and Structure" : "Algebra",
  topic: module_order <= 2 ? "Words in Context" : "Linear functions",
  difficulty_level: 5,
  passage: null,
  question_text: `<p>Module ${module_order}, question ${position}</p>`,
  options: { A: "one", B: "two", C: "three", D: "four" },
  user_answer: "A",
  is_correct: true,
  time_spent_seconds: 40,
  correct_answer: "A",
  accepted_answers: null,
  explanation: `<p>Why ${module_order}.${position}.</p>`,
  ...over,
})

const mod = (
  order: number,
  tier: FullSatModuleResult["tier"],
  correct: number,
  total: number,
): FullSatModuleResult => ({
  module_order: order,
  module_name: `Module ${order}`,
  section_type: order <= 2 ? "reading_writing" : "math",
  tier,
  correct,
  total,
  score_percent: Math.round((100 * correct) / total),
  session_id: `s${order}`,
})

const result = (over: Partial<FullSatResult> = {}): FullSatResult => ({
  session: {
    id: "f1",
    user_id: "u1",
    practice_test_id: "t1",
    current_module: 4,
    session_status: "completed",
    module_1_completed_at: null,
    module_2_completed_at: null,
    module_3_completed_at: null,
    module_4_completed_at: null,
    module_2_tier: "harder",
    module_4_tier: "easier",
    break_started_at: null,
    break_completed_at: null,
    reading_writing_score: 650,
    math_score: 550,
    total_score: 1200,
    percentile: 70,
    completed_at: "2026-11-23T12:00:00Z",
    created_at: "2026-11-23T10:00:00Z",
    updated_at: "2026-11-23T12:00:00Z",
    is_retake: false,
    reading_writing_theta: 1.5,
    reading_writing_se: 0.3,
    math_theta: 0.5,
    math_se: 0.3,
    reading_writing_low: 600,
    reading_writing_high: 700,
    math_low: 500,
    math_high: 600,
    total_low: 1130,
    total_high: 1270,
  },
  title: "Practice Test 1",
  is_retake: false,
  score_label: "estimated",
  modules: [mod(1, "standard", 2, 2), mod(2, "harder", 1, 2), mod(3, "standard", 1, 2), mod(4, "easier", 0, 1)],
  by_type: [{ question_type: "math", correct: 1, total: 3, accuracy_percentage: 33.33, average_time_seconds: 40 }],
  questions: [
    q(1, 1),
    q(1, 2, { topic: "Text Structure and Purpose" }),
    q(2, 1, {
      user_answer: "B",
      is_correct: false,
      correct_answer: "C",
      domain: "Information and Ideas",
      topic: "Inferences",
    }),
    q(2, 2),
    q(3, 1),
    q(3, 2, { user_answer: null, is_correct: false, explanation: null }),
    q(4, 1, {
      format: "spr",
      options: null,
      user_answer: "2",
      is_correct: false,
      correct_answer: "7/2",
      accepted_answers: ["3.5"],
    }),
  ],
  ...over,
})

const renderPage = () => renderWithClient(<FullSatResultsPage testId="t1" fullSatId="f1" />)

beforeEach(() => {
  getFullSatResult.mockReset()
})

describe("FullSatResultsPage", () => {
  it("shows loading", () => {
    getFullSatResult.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(screen.getByRole("status")).toHaveTextContent("Loading results")
  })

  it("an unfinished attempt: the server's message and a link to resume", async () => {
    getFullSatResult.mockRejectedValue(new DataError("Finish all four modules to see your results.", "P0001", 400))
    renderPage()
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("Finish all four modules to see your results.")
    expect(screen.getByRole("heading", { name: "Full SAT results", level: 1 })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Resume the test" })).toHaveAttribute("href", "/practice/full-sat/t1")
    expect(getFullSatResult).toHaveBeenCalledTimes(1)
  })

  it("someone else's or an unknown attempt: not found, no resume link", async () => {
    getFullSatResult.mockRejectedValue(new DataError("Full SAT session not found.", "PT404", 404))
    renderPage()
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("Full SAT session not found.")
    expect(screen.queryByRole("link", { name: "Resume the test" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "All full SATs" })).toHaveAttribute("href", "/practice/full-sat")
  })

  it("a failed request: a plain message and a retry that loads the results", async () => {
    getFullSatResult
      .mockRejectedValueOnce(new DataError("fetch failed", "", 0))
      .mockRejectedValueOnce(new DataError("fetch failed", "", 0))
      .mockRejectedValueOnce(new DataError("fetch failed", "", 0))
      .mockResolvedValue(result())
    renderPage()
    expect(await screen.findByRole("alert", {}, { timeout: 8000 })).toHaveTextContent("We couldn't load your results.")
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("heading", { name: "Test Complete!" })).toBeInTheDocument()
  }, 15_000)

  it("shows the section scores, the total in its band, the percentile and the counts", async () => {
    getFullSatResult.mockResolvedValue(result())
    renderPage()
    expect(await screen.findByRole("heading", { name: "Test Complete!" })).toBeInTheDocument()
    expect(screen.getByText("Practice Test 1")).toBeInTheDocument()
    const score = screen.getByRole("region", { name: "Score" })
    expect(within(score).getByText("1200")).toBeInTheDocument()
    expect(within(score).getByText("Strong")).toBeInTheDocument()
    expect(within(score).getByText("Estimated percentile: 70")).toBeInTheDocument()
    const sections = within(score).getByRole("list", { name: "Section scores" })
    expect(
      within(sections)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Reading and Writing650estimated, on the 200–800 scalelikely 600–700",
      "Math550estimated, on the 200–800 scalelikely 500–600",
    ])
    // The total on its real scale with its band (issue 17).
    expect(within(score).getByText("on the 400–1600 scale")).toBeInTheDocument()
    expect(within(score).getByText("likely 1130–1270")).toBeInTheDocument()
    // 4 right, 2 wrong, 1 blank of 7.
    expect(within(score).getByText("57% of 7")).toBeInTheDocument()
    expect(within(score).getByText("29% of 7")).toBeInTheDocument()
    expect(within(score).getByText("14% of 7")).toBeInTheDocument()
    expect(screen.queryByText("Retake")).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Retake Test" })).toHaveAttribute("href", "/practice/full-sat/t1")
  })

  it("lists the four modules with their right answers; only modules 2 and 4 name their tier", async () => {
    getFullSatResult.mockResolvedValue(result())
    renderPage()
    const modules = within(await screen.findByRole("region", { name: "Modules" })).getAllByRole("listitem")
    expect(modules.map((m) => m.getAttribute("aria-label"))).toEqual([
      "Section 1, Module 1: Reading and Writing",
      "Section 1, Module 2: Reading and Writing",
      "Section 2, Module 1: Math",
      "Section 2, Module 2: Math",
    ])
    expect(modules[0]).toHaveTextContent("2/2correct (100%)")
    expect(modules[1]).toHaveTextContent("Harder module")
    expect(modules[3]).toHaveTextContent("Easier module")
    for (const m of [modules[0]!, modules[2]!]) expect(m).not.toHaveTextContent(/Harder|Easier/)
  })

  it("shows accuracy per domain with its skills", async () => {
    getFullSatResult.mockResolvedValue(result())
    renderPage()
    const region = await screen.findByRole("region", { name: "Accuracy by domain and skill" })
    const craft = within(region).getByRole("table", { name: "Skills in Craft and Structure, weakest first" })
    expect(
      within(craft)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["Words in Context2/2 (100%)", "Text Structure and Purpose1/1 (100%)"])
    const algebra = within(region).getByRole("table", { name: "Skills in Algebra, weakest first" })
    expect(within(algebra).getAllByRole("row")[1]).toHaveTextContent("Linear functions1/3 (33%)")
    expect(within(region).getByRole("heading", { name: "Information and Ideas" })).toBeInTheDocument()
  })

  it("reviews the questions module by module, with keys and explanations", async () => {
    getFullSatResult.mockResolvedValue(result())
    renderPage()
    const tab1 = await screen.findByRole("tab", { name: "Section 1, Module 1: Reading and Writing (2)" })
    expect(tab1).toHaveAttribute("aria-selected", "true")
    expect(screen.getAllByRole("article")).toHaveLength(2)
    expect(within(screen.getByRole("article", { name: "Question 1" })).getByText("Why 1.1.")).toBeInTheDocument()

    await userEvent.click(screen.getByRole("tab", { name: "Section 1, Module 2: Reading and Writing (2)" }))
    const wrong = screen.getByRole("article", { name: "Question 1" })
    expect(within(wrong).getByText("✗ Incorrect")).toBeInTheDocument()
    expect(within(wrong).getByText("Your choice")).toBeInTheDocument()

    await userEvent.click(screen.getByRole("tab", { name: "Section 2, Module 1: Math (2)" }))
    expect(within(screen.getByRole("article", { name: "Question 2" })).getByText("Unanswered")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("tab", { name: "Section 2, Module 2: Math (1)" }))
    expect(within(screen.getByRole("article", { name: "Question 1" })).getByText("7/2 or 3.5")).toBeInTheDocument()
  })

  it("marks a retake", async () => {
    getFullSatResult.mockResolvedValue(result({ is_retake: true }))
    renderPage()
    expect(await screen.findByText("Retake")).toBeInTheDocument()
    expect(screen.getByText(/This was a retake/)).toBeInTheDocument()
  })
})

describe("the printable score report", () => {
  it("is linked from the results", async () => {
    getFullSatResult.mockResolvedValue(result())
    renderPage()
    expect(await screen.findByRole("link", { name: "Print score report" })).toHaveAttribute(
      "href",
      "/practice/full-sat/t1/results/f1/report",
    )
  })

  it("shows scores with bands, percentile, domains and skills, and the questions missed by skill", async () => {
    getFullSatResult.mockResolvedValue(result())
    renderWithClient(
      <FullSatResultsPage
        testId="t1"
        fullSatId="f1"
        view={(r) => <ScoreReport result={r} studentName="Ada Lovelace" />}
      />,
    )
    const report = await screen.findByRole("article", { name: "Practice Test 1" })
    expect(report).toHaveTextContent("Ada Lovelace · Completed November 23, 2026 · First attempt")
    const scores = within(report).getByRole("region", { name: "Scores" })
    expect(scores).toHaveTextContent("Total score1200likely 1130–1270on the 400–1600 scale")
    expect(scores).toHaveTextContent("Reading and Writing650likely 600–700")
    expect(scores).toHaveTextContent("Percentile70th")
    const domains = within(report).getByRole("region", { name: "Performance by domain and skill" })
    expect(within(domains).getByRole("rowheader", { name: "Inferences" })).toBeInTheDocument()
    const missed = within(report).getByRole("region", { name: "Questions missed, by skill" })
    expect(
      within(missed)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      "Inferences · Reading and Writing, Information and Ideas · 1 missed",
      "Linear functions · Math, Algebra · 2 missed",
    ])
    const rows = within(
      within(missed).getByRole("table", { name: "Questions missed in Linear functions" }),
    ).getAllByRole("row")
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      "Module 3, question 25No answerA",
      // Level 5, answered 2, key 7/2.
      "Module 4, question 1527/2",
    ])
    expect(within(report).getByRole("button", { name: "Print this report" })).toBeInTheDocument()
  })
})
