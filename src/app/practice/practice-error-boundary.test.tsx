import "fake-indexeddb/auto"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { readLocalSession } from "@/features/practice/session/api/local-session"
import { SectionSession } from "@/features/practice/session/components/section-session"
import { mcq, renderWithClient, sessionRow } from "@/features/practice/session/testing/render-with-client"
import type { SaveAnswerInput } from "@/lib/supabase/rpc/sessions"
import { PracticeErrorBoundary } from "./practice-error-boundary"

const rpc = vi.hoisted(() => ({
  getSession: vi.fn(),
  getSessionQuestions: vi.fn(),
  saveAnswer: vi.fn(),
  saveProgress: vi.fn(),
}))
vi.mock("@/lib/supabase/rpc/sessions", async (original) => ({
  ...(await original<typeof import("@/lib/supabase/rpc/sessions")>()),
  ...rpc,
}))
// A render error inside the runner on demand: the question HTML's sanitiser throws.
const bomb = vi.hoisted(() => ({ armed: false }))
vi.mock("@/lib/sanitize-html", () => ({
  sanitizeHtml: (html: string) => {
    if (bomb.armed) throw new Error("Rendering the question failed")
    return html
  },
}))

let sid = 0
let sessionId = "b"
beforeEach(() => {
  sessionId = `boom${++sid}`
  bomb.armed = false
  for (const f of Object.values(rpc)) f.mockReset()
  rpc.getSession.mockResolvedValue(sessionRow({ id: sessionId }))
  rpc.getSessionQuestions.mockResolvedValue([mcq(1), mcq(2), mcq(3)])
  rpc.saveProgress.mockResolvedValue(undefined)
  vi.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe("the runner's error boundary", { timeout: 30_000 }, () => {
  it("keeps an answer given before the crash, on the device and in the queue, and Try again resumes with it", async () => {
    // Offline-like: the save never reaches the server, so only the device and the queue hold it.
    rpc.saveAnswer.mockImplementation(() => new Promise(() => {}))
    const user = userEvent.setup()
    const { client } = renderWithClient(
      <PracticeErrorBoundary what="this test">
        <SectionSession sessionId={sessionId} title="Math" onFinished={() => {}} onBack={() => {}} />
      </PracticeErrorBoundary>,
    )
    await screen.findByText("Question 1 of 3")
    await user.click(screen.getByRole("radio", { name: /beta 1/ }))
    await waitFor(() => expect(rpc.saveAnswer).toHaveBeenCalledTimes(1))

    bomb.armed = true
    await user.click(screen.getByRole("button", { name: "Next" }))
    expect(await screen.findByRole("heading", { name: "Something went wrong with this test" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/practice")

    // Nothing lost: the device's copy and the send queue both still hold the answer.
    expect((await readLocalSession(sessionId))?.answers.q1).toMatchObject({ answer: "B" })
    const queued = client
      .getMutationCache()
      .getAll()
      .map((m) => m.state)
      .filter((s) => s.status === "pending")
      .map((s) => s.variables as SaveAnswerInput)
    // The choice, and (leaving the question) its time with the same seq.
    expect(queued.length).toBeGreaterThanOrEqual(1)
    for (const q of queued) expect(q).toMatchObject({ sessionId, questionId: "q1", answer: "B" })

    bomb.armed = false
    await user.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText("Answered: 1/3")).toBeInTheDocument()
    // Where the student was going when it broke, with the answer behind it.
    expect(screen.getByText("Question 2 of 3")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Previous" }))
    expect(screen.getByRole("radio", { name: /beta 1/ })).toBeChecked()
  })
})
