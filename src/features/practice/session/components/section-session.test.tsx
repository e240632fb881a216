import "fake-indexeddb/auto"
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { clockRunning, fakeClock, tick, waitForOnFakeClock } from "@/features/practice/session/testing/fake-clock"
import { mcq, renderWithClient, sessionRow, spr } from "@/features/practice/session/testing/render-with-client"
import { SectionSession } from "./section-session"

/** The header's "Question N of M", not the live region that announces it after a move. */
const LIVE = "script, style, [aria-live], [aria-hidden]"

const rpc = vi.hoisted(() => ({
  getSession: vi.fn(),
  getSessionQuestions: vi.fn(),
  saveAnswer: vi.fn(),
  saveProgress: vi.fn(),
  submitSession: vi.fn(),
}))
vi.mock("@/lib/supabase/rpc/sessions", async (original) => ({
  ...(await original<typeof import("@/lib/supabase/rpc/sessions")>()),
  ...rpc,
}))
vi.mock("@/lib/supabase/rpc/session-result", () => ({ submitSession: rpc.submitSession }))

let sid = 0
let sessionId = "s"
beforeEach(() => {
  // A new id per test: this device's IndexedDB copy is keyed by session.
  sessionId = `s${++sid}`
  for (const f of Object.values(rpc)) f.mockReset()
  rpc.getSession.mockResolvedValue(sessionRow({ id: sessionId }))
  rpc.getSessionQuestions.mockResolvedValue([mcq(1), mcq(2), spr(3)])
  rpc.saveAnswer.mockImplementation(async (i: { questionId: string }) => ({ question_id: i.questionId, applied: true }))
  rpc.saveProgress.mockResolvedValue(undefined)
  rpc.submitSession.mockResolvedValue({ session_id: sessionId })
})

afterEach(() => vi.useRealTimers())

function setup(onFinished = vi.fn()) {
  const utils = renderWithClient(
    <SectionSession sessionId={sessionId} title="Math Section" onFinished={onFinished} onBack={() => {}} />,
  )
  return { ...utils, onFinished, user: userEvent.setup() }
}

describe("SectionSession states", () => {
  it("shows loading, then the first question", async () => {
    setup()
    expect(screen.getByRole("status")).toHaveTextContent("Loading test questions...")
    expect(await screen.findByText("Question 1 of 3", { ignore: LIVE })).toBeInTheDocument()
  })

  it("says so when the test has no questions", async () => {
    rpc.getSessionQuestions.mockResolvedValue([])
    setup()
    expect(
      await screen.findByText("No questions found for this test. Please contact your instructor."),
    ).toBeInTheDocument()
  })

  it("shows the server's error", async () => {
    const { DataError } = await import("@/lib/supabase/rpc/errors")
    rpc.getSession.mockRejectedValue(new DataError("Test session not found.", "PT404", 404))
    setup()
    expect(await screen.findByRole("alert")).toHaveTextContent("Test session not found.")
  })

  it("sends a completed session to its results", async () => {
    rpc.getSession.mockResolvedValue(sessionRow({ id: sessionId, session_status: "completed" }))
    const { onFinished } = setup()
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(sessionId))
  })
})

describe("taking the test", () => {
  it("enables Next only after an answer, moves, and saves in the background", async () => {
    const { user } = setup()
    await screen.findByText("Question 1 of 3", { ignore: LIVE })
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled()
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled()
    await user.click(screen.getByRole("radio", { name: /beta 1/ }))
    expect(screen.getByText("Answered: 1/3")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Next" }))
    expect(screen.getByText("Question 2 of 3", { ignore: LIVE })).toBeInTheDocument()
    await waitFor(() =>
      expect(rpc.saveAnswer).toHaveBeenCalledWith(
        expect.objectContaining({ sessionId, questionId: "q1", answer: "B", flagged: false }),
      ),
    )
    expect(rpc.saveAnswer.mock.calls[0]![0].clientSeq).toBeGreaterThan(1_700_000_000_000)
    // Every move saves where the student is, in the background.
    await waitFor(() => expect(rpc.saveProgress).toHaveBeenCalledWith(sessionId, 2, expect.any(Number)))
  })

  it("sends the time spent on a question when the student leaves it, with the same seq", async () => {
    fakeClock()
    const { user } = setup()
    await screen.findByText("Question 1 of 3", { ignore: LIVE })
    await user.click(screen.getByRole("radio", { name: /beta 1/ }))
    await waitForOnFakeClock(() => expect(rpc.saveAnswer).toHaveBeenCalledTimes(1))
    tick(1100)
    await user.click(screen.getByRole("button", { name: "Next" }))
    await waitForOnFakeClock(() => expect(rpc.saveAnswer).toHaveBeenCalledTimes(2))
    const [first, second] = rpc.saveAnswer.mock.calls.map((c) => c[0])
    expect(second.clientSeq).toBe(first.clientSeq)
    expect(second.answer).toBe("B")
    expect(second.timeSpentSeconds).toBeGreaterThan(first.timeSpentSeconds)
    // Leaving a question never touched sends nothing.
    await user.click(screen.getByRole("button", { name: "Previous" }))
    await user.click(screen.getByRole("button", { name: "Question 2, not answered" }))
    await new Promise((r) => setTimeout(r, 50))
    expect(rpc.saveAnswer.mock.calls.filter((c) => c[0].questionId === "q2")).toHaveLength(0)
  })

  it("chooses with the keyboard, flags, and jumps from the navigator", async () => {
    const { user } = setup()
    await screen.findByText("Question 1 of 3", { ignore: LIVE })
    await user.keyboard("{ArrowDown}")
    expect(screen.getByRole("radio", { name: /alpha 1/ })).toBeChecked()
    await user.keyboard("c")
    expect(screen.getByRole("radio", { name: /gamma 1/ })).toBeChecked()
    await user.keyboard("f")
    expect(screen.getByRole("button", { name: "Marked for review" })).toHaveAttribute("aria-pressed", "true")
    const nav = screen.getByRole("navigation", { name: "Questions" })
    expect(
      within(nav).getByRole("button", { name: "Question 1, answered, marked for review, current" }),
    ).toBeInTheDocument()
    // With focus on an option, letters and N/P still work; in the SPR box they are typed.
    await user.click(screen.getByRole("radio", { name: /alpha 1/ }))
    await user.keyboard("n")
    expect(screen.getByText("Question 2 of 3", { ignore: LIVE })).toBeInTheDocument()
    await user.keyboard("p")
    expect(screen.getByText("Question 1 of 3", { ignore: LIVE })).toBeInTheDocument()
    await user.click(within(nav).getByRole("button", { name: "Question 3, not answered" }))
    await user.type(screen.getByLabelText("Your answer"), "n")
    expect(screen.getByText("Question 3 of 3", { ignore: LIVE })).toBeInTheDocument()
    await user.clear(screen.getByLabelText("Your answer"))
    expect(screen.getByText("Question 3 of 3", { ignore: LIVE })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Finish Test" })).toBeDisabled()
  })

  it("explains a rejected SPR entry and never saves it", async () => {
    rpc.getSessionQuestions.mockResolvedValue([spr(1)])
    const { user } = setup()
    const box = await screen.findByLabelText("Your answer")
    await user.type(box, "3 1/2")
    expect(screen.getByRole("alert")).toHaveTextContent("Mixed numbers are not accepted")
    await user.clear(box)
    await user.type(box, "7/2")
    expect(screen.getByText(/Answer preview:/)).toHaveTextContent("7/2 (= 3.5)")
    await waitFor(() => expect(rpc.saveAnswer).toHaveBeenCalled())
    const sent = rpc.saveAnswer.mock.calls.map((c) => c[0].answer)
    expect(sent).not.toContain("3 1/2")
    expect(sent.at(-1)).toBe("7/2")
  })

  it("asks before submitting with unanswered questions, then submits after the queue drains", async () => {
    let release = () => {}
    rpc.saveAnswer.mockImplementation(
      (i: { questionId: string }) => new Promise((r) => (release = () => r({ question_id: i.questionId }))),
    )
    const { user, onFinished } = setup()
    await screen.findByText("Question 1 of 3", { ignore: LIVE })
    await user.click(screen.getByRole("radio", { name: /alpha 1/ }))
    await user.click(screen.getByRole("button", { name: "Submit Test" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(dialog).toHaveTextContent("You have 2 unanswered questions (2, 3)")
    await user.click(within(dialog).getByRole("button", { name: "Submit Test" }))
    expect(await screen.findByText(/Sending your answers/)).toBeInTheDocument()
    expect(rpc.submitSession).not.toHaveBeenCalled()
    act(() => release())
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(sessionId))
    expect(rpc.submitSession).toHaveBeenCalledWith(sessionId, expect.anything())
  })

  it("Continue Testing keeps the test open", async () => {
    const { user, onFinished } = setup()
    await screen.findByText("Question 1 of 3", { ignore: LIVE })
    await user.click(screen.getByRole("button", { name: "Submit Test" }))
    await user.click(await screen.findByRole("button", { name: "Continue Testing" }))
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument()
    expect(rpc.submitSession).not.toHaveBeenCalled()
    expect(onFinished).not.toHaveBeenCalled()
  })
})

describe("timing", () => {
  it("shows the countdown, the badge under 5 minutes, and submits itself at zero", async () => {
    fakeClock()
    rpc.getSession.mockResolvedValue(sessionRow({ id: sessionId, remaining_seconds: 2 }))
    const { onFinished } = setup()
    await screen.findByText("Question 1 of 3", { ignore: LIVE })
    expect(screen.getByText("Critical Time!")).toBeInTheDocument()
    expect(screen.getByRole("timer")).toHaveAccessibleName("2 seconds left")
    await clockRunning()
    tick(1000)
    expect(screen.getByRole("timer")).toHaveAccessibleName("1 second left")
    // Not before zero: the submit would start at once (a promise chain, no timer), so a pause
    // of real time is enough for it to show; the fake clock stands still meanwhile.
    await new Promise((r) => setTimeout(r, 50))
    expect(rpc.submitSession).not.toHaveBeenCalled()
    expect(onFinished).not.toHaveBeenCalled()
    tick(1000)
    expect(screen.getByRole("timer")).toHaveAccessibleName("0 seconds left")
    await waitForOnFakeClock(() => expect(onFinished).toHaveBeenCalledWith(sessionId))
    expect(rpc.submitSession).toHaveBeenCalledWith(sessionId, expect.anything())
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument()
  })

  it("untimed: no clock, never submits itself", async () => {
    fakeClock()
    rpc.getSession.mockResolvedValue(
      sessionRow({ id: sessionId, is_timed: false, remaining_seconds: null, time_remaining_seconds: null }),
    )
    setup()
    await screen.findByText("Question 1 of 3", { ignore: LIVE })
    expect(screen.getByRole("timer")).toHaveAccessibleName("Untimed")
    tick(60_000)
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.getByRole("timer")).toHaveAccessibleName("Untimed")
    expect(rpc.submitSession).not.toHaveBeenCalled()
  })

  it("tells the student when a late answer is refused, and keeps it", async () => {
    const { DataError } = await import("@/lib/supabase/rpc/errors")
    rpc.saveAnswer.mockRejectedValue(
      new DataError("Time is up for this test: answers after the deadline can't be saved.", "P0001", 400),
    )
    const { user } = setup()
    await screen.findByText("Question 1 of 3", { ignore: LIVE })
    await user.click(screen.getByRole("radio", { name: /delta 1/ }))
    expect(await screen.findByText(/Time is up: 1 late change was not accepted/)).toBeInTheDocument()
    expect(rpc.saveAnswer).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("radio", { name: /delta 1/ })).toBeChecked()
  })
})

describe("a reload", () => {
  it("restores answers, flags and position from this device before the server knows them", async () => {
    rpc.saveAnswer.mockImplementation(() => new Promise(() => {})) // the network never answers
    const first = setup()
    await screen.findByText("Question 1 of 3", { ignore: LIVE })
    await first.user.click(screen.getByRole("radio", { name: /beta 1/ }))
    await first.user.click(screen.getByRole("button", { name: "Mark for review" }))
    await first.user.click(screen.getByRole("button", { name: "Next" }))
    await new Promise((r) => setTimeout(r, 50)) // IndexedDB writes
    first.unmount()

    // The server still has nothing; the new page resumes from the device and resends.
    rpc.saveAnswer.mockReset()
    rpc.saveAnswer.mockImplementation(async (i: { questionId: string }) => ({ question_id: i.questionId }))
    setup()
    expect(await screen.findByText("Question 2 of 3", { ignore: LIVE })).toBeInTheDocument()
    expect(screen.getByText("Answered: 1/3")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Question 1, answered, marked for review" })).toBeInTheDocument()
    await waitFor(() =>
      expect(rpc.saveAnswer).toHaveBeenCalledWith(
        expect.objectContaining({ questionId: "q1", answer: "B", flagged: true }),
      ),
    )
  })
})
