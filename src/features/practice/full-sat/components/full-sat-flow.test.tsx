import "fake-indexeddb/auto"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { mcq, renderWithClient, sessionRow } from "@/features/practice/session/testing/render-with-client"
import { fullSatState } from "../testing/fixtures"
import { FullSatFlow } from "./full-sat-flow"

const rpc = vi.hoisted(() => ({
  getFullSatState: vi.fn(),
  startModule: vi.fn(),
  completeModule: vi.fn(),
  startBreak: vi.fn(),
  endBreak: vi.fn(),
  getSession: vi.fn(),
  getSessionQuestions: vi.fn(),
  saveAnswer: vi.fn(),
  saveProgress: vi.fn(),
  pauseSession: vi.fn(),
  resumeSession: vi.fn(),
}))
vi.mock("@/lib/supabase/rpc/full-sat", () => ({
  getFullSatState: rpc.getFullSatState,
  startModule: rpc.startModule,
  completeModule: rpc.completeModule,
  startBreak: rpc.startBreak,
  endBreak: rpc.endBreak,
}))
vi.mock("@/lib/supabase/rpc/sessions", async (original) => ({
  ...(await original<typeof import("@/lib/supabase/rpc/sessions")>()),
  getSession: rpc.getSession,
  getSessionQuestions: rpc.getSessionQuestions,
  saveAnswer: rpc.saveAnswer,
  saveProgress: rpc.saveProgress,
  pauseSession: rpc.pauseSession,
  resumeSession: rpc.resumeSession,
}))
const toast = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock("sonner", () => ({ toast }))

const rw = (n: number) =>
  mcq(n, { section: "reading_writing", question_type: "reading", passage: `<p>Bees dance ${n}.</p>` })

let sid = 0
let sessionId = "s"
beforeEach(() => {
  // A new module session id per test: this device's IndexedDB copy is keyed by session.
  sessionId = `ms${++sid}`
  for (const f of [...Object.values(rpc), toast.error]) f.mockReset()
  rpc.getFullSatState.mockResolvedValue(fullSatState(["available", "locked", "locked", "locked"]))
  rpc.startModule.mockResolvedValue(sessionRow({ id: sessionId, time_limit_seconds: 1920, remaining_seconds: 1920 }))
  rpc.getSession.mockImplementation(async (id: string) =>
    sessionRow({ id, time_limit_seconds: 1920, remaining_seconds: 1920 }),
  )
  rpc.getSessionQuestions.mockResolvedValue([rw(1), rw(2), rw(3)])
  rpc.saveAnswer.mockImplementation(async (i: { questionId: string }) => ({ question_id: i.questionId, applied: true }))
  rpc.saveProgress.mockResolvedValue(undefined)
})

/*
 * Date stands still; timers stay real, so waitFor, React Query and the app run as usual.
 * A clock the test reads then shows exactly the server's time left, however long a loaded
 * machine takes to render it (a tolerant "7:00 or 6:59" still failed past two seconds).
 * Only where a clock is read: answers take their seq from Date.now() and must keep ordering.
 */
const freezeDate = () => vi.useFakeTimers({ toFake: ["Date"] })
afterEach(() => vi.useRealTimers())

const setup = () =>
  renderWithClient(<FullSatFlow testId="t1" />, {
    path: "/practice/full-sat/t1/run",
    route: "/practice/full-sat/:testId/run",
  })
const position = (n: number, of = 3) => screen.findByRole("button", { name: new RegExp(`^Question ${n} of ${of}`) })

describe("FullSatFlow: modules", () => {
  it("opens the current module, loads all its questions, then shows it with its clock", async () => {
    freezeDate()
    setup()
    expect(await screen.findByRole("heading", { name: "Section 1, Module 1: Reading and Writing" })).toBeInTheDocument()
    expect(rpc.startModule).toHaveBeenCalledWith("f1", 1)
    expect(rpc.getSessionQuestions).toHaveBeenCalledWith(sessionId)
    expect(await position(1)).toBeInTheDocument()
    expect(screen.getByRole("timer")).toHaveAccessibleName("32 minutes left")
    expect(screen.getByRole("button", { name: "Highlights & Notes" })).toHaveAttribute("aria-pressed", "true")
    expect(screen.queryByRole("button", { name: "Calculator" })).not.toBeInTheDocument()
    expect(screen.getByRole("article", { name: "Passage" })).toHaveTextContent("Bees dance 1.")
  })

  it("opens the section's directions at the start of a module; they close and reopen", async () => {
    setup()
    const toggle = await screen.findByRole("button", { name: "Directions" })
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("region", { name: "Directions" })).toHaveTextContent(
      "four options and a single best answer",
    )
    await userEvent.click(screen.getByRole("button", { name: "Close directions" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("region", { name: "Directions" })).not.toBeInTheDocument()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
  })

  it("keeps the directions closed when a module in progress resumes", async () => {
    rpc.getFullSatState.mockResolvedValue(fullSatState(["completed", "in_progress", "locked", "locked"]))
    rpc.getSessionQuestions.mockResolvedValue([{ ...rw(1), user_answer: "A" }, rw(2), rw(3)])
    setup()
    expect(await screen.findByRole("button", { name: "Directions" })).toHaveAttribute("aria-expanded", "false")
  })

  it("resumes a module in progress from its session, without opening it again", async () => {
    rpc.getFullSatState.mockResolvedValue(fullSatState(["completed", "in_progress", "locked", "locked"]))
    setup()
    expect(await screen.findByRole("heading", { name: "Section 1, Module 2: Reading and Writing" })).toBeInTheDocument()
    expect(rpc.startModule).not.toHaveBeenCalled()
    expect(rpc.getSession).toHaveBeenCalledWith("s2")
  })

  it("never shows the tier of an adaptive module", async () => {
    rpc.getFullSatState.mockResolvedValue(
      fullSatState(["completed", "in_progress", "locked", "locked"], { module_2_tier: "harder" }),
    )
    setup()
    await position(1)
    expect(screen.queryByText(/harder|easier/i)).not.toBeInTheDocument()
  })

  it("moves between questions without a request; an answer is one save", async () => {
    const user = userEvent.setup()
    setup()
    await position(1)
    await waitFor(() => expect(rpc.saveProgress).not.toHaveBeenCalled())
    await user.click(screen.getByRole("button", { name: "Next" }))
    await user.click(screen.getByRole("button", { name: "Next" }))
    await user.click(screen.getByRole("button", { name: "Back" }))
    expect(await position(2)).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 50))
    expect(rpc.saveAnswer).not.toHaveBeenCalled()
    expect(rpc.saveProgress).not.toHaveBeenCalled()
    await user.click(screen.getByRole("radio", { name: /beta 2/ }))
    await waitFor(() => expect(rpc.saveAnswer).toHaveBeenCalledTimes(1))
    expect(rpc.saveAnswer.mock.calls[0]![0]).toMatchObject({ sessionId, questionId: "q2", answer: "B" })
  })

  it("saves the position and the time left when the window loses focus", async () => {
    setup()
    await position(1)
    await userEvent.click(screen.getByRole("button", { name: "Next" }))
    act(() => void fireEvent.blur(window))
    await waitFor(() => expect(rpc.saveProgress).toHaveBeenCalled())
    const [id, current, remaining] = rpc.saveProgress.mock.calls[0]!
    expect([id, current]).toEqual([sessionId, 2])
    expect(remaining).toBeGreaterThan(1900)
  })

  it("strikes out options with the eliminator, and keeps it with the answer", async () => {
    const user = userEvent.setup()
    setup()
    await position(1)
    expect(screen.queryByRole("button", { name: "Strike out option B" })).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Answer eliminator" }))
    await user.click(screen.getByRole("button", { name: "Strike out option B" }))
    await waitFor(() => expect(rpc.saveAnswer).toHaveBeenCalled())
    expect(rpc.saveAnswer.mock.calls.at(-1)![0]).toMatchObject({ questionId: "q1", eliminated: "B" })
    await user.click(screen.getByRole("button", { name: "Undo strike-out of option B" }))
    await waitFor(() => expect(rpc.saveAnswer.mock.calls.at(-1)![0]).toMatchObject({ eliminated: "" }))
  })

  it("shows Check Your Work after the last question, and jumps back from it", async () => {
    const user = userEvent.setup()
    setup()
    await position(1)
    await user.click(screen.getByRole("button", { name: "Mark for review" }))
    await user.click(screen.getByRole("button", { name: "Next" }))
    await user.click(screen.getByRole("button", { name: "Next" }))
    await user.click(screen.getByRole("button", { name: "Next" }))
    expect(screen.getByRole("heading", { name: "Check Your Work" })).toBeInTheDocument()
    expect(screen.getByText("3 unanswered · 1 marked for review")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Question 2, unanswered" }))
    expect(await position(2)).toBeInTheDocument()
    // The keyboard goes the same way: N on the last question opens Check Your Work.
    await user.keyboard("n")
    await user.keyboard("n")
    expect(screen.getByRole("heading", { name: "Check Your Work" })).toBeInTheDocument()
  })

  it("asks in the spec's words before submitting blanks; confirming completes the module and opens the next", async () => {
    const user = userEvent.setup()
    rpc.completeModule.mockResolvedValue({
      module: { module_order: 1, correct: 0, total: 3, score_percent: 0 },
      state: fullSatState(["completed", "available", "locked", "locked"]),
    })
    rpc.startModule.mockImplementation(async (_f: string, order: number) =>
      sessionRow({ id: order === 1 ? sessionId : `${sessionId}-2`, remaining_seconds: 1920 }),
    )
    setup()
    await position(1)
    await user.click(screen.getByRole("radio", { name: /alpha 1/ }))
    await user.click(await position(1))
    await user.click(screen.getByRole("button", { name: "Go to Review Page" }))
    await user.click(screen.getByRole("button", { name: "Submit Module" }))
    const dialog = screen.getByRole("alertdialog")
    expect(dialog).toHaveTextContent(
      "You have 2 unanswered questions. The SAT does not penalize you for wrong answers, so it's better to guess than leave questions blank. Would you like to submit the module with unanswered questions marked as incorrect?",
    )
    await user.click(within(dialog).getByRole("button", { name: "Continue Testing" }))
    expect(rpc.completeModule).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Submit Module" }))
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Submit Module" }))
    // "Up next" names the next module; its clock starts only on Continue.
    expect(await screen.findByText("Up next")).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Section 1, Module 2: Reading and Writing" })).toBeInTheDocument()
    expect(screen.getByText("3 questions · 32 minutes")).toBeInTheDocument()
    expect(rpc.startModule).toHaveBeenLastCalledWith("f1", 1)
    expect(rpc.completeModule).toHaveBeenCalledWith(sessionId)
    // The answer reached the server before grading.
    expect(rpc.saveAnswer.mock.invocationCallOrder[0]!).toBeLessThan(rpc.completeModule.mock.invocationCallOrder[0]!)
    await user.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByRole("button", { name: "Directions" })).toBeInTheDocument()
    expect(rpc.startModule).toHaveBeenLastCalledWith("f1", 2)
  })

  it("submits without asking when the time is up", async () => {
    rpc.getSession.mockImplementation(async (id: string) => sessionRow({ id, remaining_seconds: 0 }))
    rpc.completeModule.mockResolvedValue({
      module: { module_order: 1, correct: 0, total: 3, score_percent: 0 },
      state: fullSatState(["completed", "available", "locked", "locked"]),
    })
    setup()
    await waitFor(() => expect(rpc.completeModule).toHaveBeenCalledWith(sessionId))
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument()
  })

  it("goes to the results once module 4 is in", async () => {
    rpc.getFullSatState.mockResolvedValue(
      fullSatState(["completed", "completed", "completed", "in_progress"], {
        break_completed_at: "2026-11-23T10:05:00Z",
      }),
    )
    rpc.getSessionQuestions.mockResolvedValue([mcq(1)])
    rpc.completeModule.mockResolvedValue({
      module: { module_order: 4, correct: 1, total: 1, score_percent: 100 },
      state: fullSatState(["completed", "completed", "completed", "completed"], { session_status: "completed" }),
    })
    window.localStorage.setItem("sat-annotations:f1:q1", "[]")
    window.localStorage.setItem("sat-annotations:other:q1", "[]")
    const user = userEvent.setup()
    setup()
    expect(await screen.findByRole("heading", { name: "Section 2, Module 2: Math" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Calculator" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Reference" })).toBeInTheDocument()
    await user.click(screen.getByRole("radio", { name: /alpha 1/ }))
    await user.click(screen.getByRole("button", { name: "Next" }))
    await user.click(screen.getByRole("button", { name: "Submit Module" }))
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/practice/full-sat/t1/results/f1"))
    // The attempt's highlights and notes go with it.
    expect(window.localStorage.getItem("sat-annotations:f1:q1")).toBeNull()
    expect(window.localStorage.getItem("sat-annotations:other:q1")).not.toBeNull()
  })

  it("goes to the intro when there is no active attempt", async () => {
    rpc.getFullSatState.mockResolvedValue(fullSatState(null))
    setup()
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/practice\/full-sat\/t1$/))
  })

  it("pauses the clock behind a screen that hides the questions, and resumes with the server's time", async () => {
    rpc.pauseSession.mockResolvedValue(sessionRow({ id: sessionId, paused: true, remaining_seconds: 1900 }))
    rpc.resumeSession.mockResolvedValue(sessionRow({ id: sessionId, remaining_seconds: 1500 }))
    freezeDate()
    const user = userEvent.setup()
    setup()
    await position(1)
    await user.click(screen.getByRole("button", { name: "More" }))
    await user.click(await screen.findByRole("button", { name: "Pause the module" }))
    expect(await screen.findByRole("dialog", { name: "Paused" })).toBeInTheDocument()
    expect(rpc.pauseSession).toHaveBeenCalledWith(sessionId)
    await user.click(screen.getByRole("button", { name: "Resume" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Paused" })).not.toBeInTheDocument())
    expect(screen.getByRole("timer")).toHaveAccessibleName("25 minutes left")
  })
})

describe("FullSatFlow: the break", () => {
  const onBreak = (over = {}) =>
    fullSatState(
      ["completed", "completed", "available", "locked"],
      {},
      { on_break: true, break_seconds_remaining: 420, ...over },
    )

  it("shows the break with the server's time left; Skip Break ends it and opens module 3", async () => {
    rpc.getFullSatState.mockResolvedValue(onBreak())
    rpc.endBreak.mockResolvedValue(
      fullSatState(["completed", "completed", "available", "locked"], { break_completed_at: "2026-11-23T10:05:00Z" }),
    )
    rpc.getSessionQuestions.mockResolvedValue([mcq(1), mcq(2)])
    freezeDate()
    setup()
    expect(await screen.findByRole("heading", { name: "Break" })).toBeInTheDocument()
    expect(screen.getByText("7:00")).toBeInTheDocument()
    expect(rpc.startBreak).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole("button", { name: "Skip Break" }))
    expect(rpc.endBreak).toHaveBeenCalledWith("f1")
    expect(await screen.findByRole("heading", { name: "Section 2, Module 1: Math" })).toBeInTheDocument()
    expect(rpc.startModule).toHaveBeenCalledWith("f1", 3)
  })

  it("stamps the break's start when the server has none", async () => {
    rpc.getFullSatState.mockResolvedValue(
      fullSatState(["completed", "completed", "available", "locked"], { break_started_at: null }, { on_break: true }),
    )
    rpc.startBreak.mockResolvedValue(onBreak({ break_seconds_remaining: 600 }))
    freezeDate()
    setup()
    await waitFor(() => expect(rpc.startBreak).toHaveBeenCalledWith("f1"))
    expect(await screen.findByText("10:00")).toBeInTheDocument()
  })
})
