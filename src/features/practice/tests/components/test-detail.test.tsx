import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { renderWithClient, sessionRow } from "@/features/practice/session/testing/render-with-client"
import { TestDetail } from "./test-detail"

const rpc = vi.hoisted(() => ({ listActiveTests: vi.fn(), listTestSessions: vi.fn(), startTestSession: vi.fn() }))
vi.mock("@/lib/supabase/rpc/practice-tests", () => ({ listActiveTests: rpc.listActiveTests }))
vi.mock("@/lib/supabase/rpc/sessions", () => ({
  listTestSessions: rpc.listTestSessions,
  startTestSession: rpc.startTestSession,
}))
const toast = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock("sonner", () => ({ toast }))

const math = {
  id: "t-math",
  slug: "math-section-1",
  title: "Math Section",
  description: "Twenty Math questions.",
  test_type: "math",
  time_limit_minutes: 35,
  question_count: 20,
}

beforeEach(() => {
  for (const f of [...Object.values(rpc), toast.error]) f.mockReset()
  rpc.listActiveTests.mockResolvedValue([math])
  rpc.listTestSessions.mockResolvedValue([])
})

const setup = () =>
  renderWithClient(<TestDetail section="math" />, { path: "/practice/test/math", route: "/practice/test/math" })

describe("TestDetail", () => {
  it("shows loading, then the test with its badge and duration", async () => {
    setup()
    expect(screen.getByRole("status")).toHaveTextContent("Loading")
    expect(await screen.findByRole("heading", { name: "Math Section", level: 1 })).toBeInTheDocument()
    expect(screen.getByText("Section test")).toBeInTheDocument()
    expect(screen.getByText("35 min timed, or unlimited time")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Back to test selection/ })).toHaveAttribute("href", "/practice")
  })

  it("says when the test is not available", async () => {
    rpc.listActiveTests.mockResolvedValue([])
    setup()
    expect(await screen.findByRole("alert")).toHaveTextContent("This test is not available right now.")
  })

  it("starts a timed or untimed test and opens the runner", async () => {
    let resolve: (value: unknown) => void = () => {}
    rpc.startTestSession.mockReturnValue(new Promise((r) => (resolve = r)))
    setup()
    await userEvent.click(await screen.findByRole("radio", { name: /Unlimited time/ }))
    await userEvent.click(screen.getByRole("button", { name: "Start New Test" }))
    expect(screen.getByRole("button", { name: "Starting Test..." })).toBeDisabled()
    expect(rpc.startTestSession).toHaveBeenCalledWith("t-math", false)
    resolve(sessionRow({ id: "new-session", practice_test_id: "t-math" }))
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/practice/test/math/session/new-session"),
    )
  })

  it("offers to resume an active session instead of starting one", async () => {
    rpc.listTestSessions.mockResolvedValue([sessionRow({ id: "live", current_question: 4, question_count: 20 })])
    setup()
    const resume = await screen.findByRole("button", { name: "Resume Test (Question 4)" })
    expect(screen.getByText("Active Session Found")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Start New Test" })).not.toBeInTheDocument()
    await userEvent.click(resume)
    expect(screen.getByTestId("location")).toHaveTextContent("/practice/test/math/session/live")
  })

  it.each([
    [1200, "1200 / 1600"],
    [null, "N/A"],
  ])("shows the previous score %s as %s, and notes a retake", async (score, text) => {
    rpc.listTestSessions.mockResolvedValue([
      sessionRow({ id: "done", session_status: "completed", total_score: score, completed_at: "2026-11-22T10:00:00Z" }),
    ])
    setup()
    expect(await screen.findByText("Previously Completed")).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByText(/counts as a retake/)).toBeInTheDocument()
  })

  it.each([
    [
      "No questions found for this test. Please contact your instructor.",
      "No Questions Available",
      "No Math Section questions found in the database.",
    ],
    ["Failed to fetch", "Error", "Failed to load questions. Please try again."],
  ])("a start failure (%s) shows the toast %s", async (message, title, description) => {
    rpc.startTestSession.mockRejectedValue(new Error(message))
    setup()
    await userEvent.click(await screen.findByRole("button", { name: "Start New Test" }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, { description }))
    expect(screen.getByRole("button", { name: "Start New Test" })).toBeEnabled()
  })
})
