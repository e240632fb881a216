import "fake-indexeddb/auto"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { mcq, renderWithClient, sessionRow } from "@/features/practice/session/testing/render-with-client"
import { DataError } from "@/lib/supabase/rpc/errors"
import type { SaveAnswerInput } from "@/lib/supabase/rpc/sessions"
import { LOCAL_SESSIONS_DB, readLocalSession } from "../api/local-session"
import { SectionSession } from "./section-session"

/*
 * The path of one answer through the runner, counted at IndexedDB itself:
 * every put into an object store is recorded with its database and key.
 */

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

type Put = { db: string; key: string }
let puts: Put[] = []
const realPut = IDBObjectStore.prototype.put
const devicePuts = (prefix: string) => puts.filter((p) => p.db === LOCAL_SESSIONS_DB && p.key.startsWith(prefix))
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms))

let sid = 0
let sessionId = "s"
beforeEach(() => {
  sessionId = `path${++sid}`
  puts = []
  vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(function (this: IDBObjectStore, value, key) {
    puts.push({ db: this.transaction.db.name, key: String(key) })
    return realPut.call(this, value, key)
  })
  for (const f of Object.values(rpc)) f.mockReset()
  rpc.getSession.mockResolvedValue(sessionRow({ id: sessionId }))
  rpc.getSessionQuestions.mockResolvedValue([mcq(1), mcq(2), mcq(3)])
  rpc.saveAnswer.mockImplementation(async (i: SaveAnswerInput) => ({
    question_id: i.questionId,
    user_answer: i.answer,
    flagged: false,
    eliminated: "",
    time_spent_seconds: i.timeSpentSeconds,
    client_seq: i.clientSeq,
    applied: true,
  }))
  rpc.saveProgress.mockResolvedValue(undefined)
})
afterEach(() => vi.restoreAllMocks())

function setup() {
  renderWithClient(<SectionSession sessionId={sessionId} title="Math" onFinished={() => {}} onBack={() => {}} />)
  return userEvent.setup()
}

// A loaded machine renders slowly: each test waits on several user events.
describe("one answer, counted at IndexedDB", { timeout: 30_000 }, () => {
  it("writes this device's copy once per answer (time on the question and the choice together)", async () => {
    const user = setup()
    await screen.findByText("Question 1 of 3")
    await settle()
    const before = devicePuts("session:").length
    // Seconds on the question: the click adds them to the entry as well as the choice.
    const realNow = Date.now.bind(Date)
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + 7_000)
    await user.click(screen.getByRole("radio", { name: /beta 1/ }))
    await waitFor(() => expect(rpc.saveAnswer).toHaveBeenCalledTimes(1))
    await settle()
    expect(devicePuts("session:").length - before).toBe(1)
    const copy = await readLocalSession(sessionId)
    expect(copy?.answers.q1).toMatchObject({ answer: "B" })
    expect(copy?.answers.q1?.timeSpent).toBeGreaterThanOrEqual(7)

    await user.click(screen.getByRole("radio", { name: /gamma 1/ }))
    await waitFor(() => expect(rpc.saveAnswer).toHaveBeenCalledTimes(2))
    await settle()
    expect(devicePuts("session:").length - before).toBe(2)
  })

  it("keeps the questions on the device once per session, never with an answer", async () => {
    const user = setup()
    await screen.findByText("Question 1 of 3")
    await settle()
    expect(devicePuts("questions:")).toHaveLength(1)
    await user.click(screen.getByRole("radio", { name: /beta 1/ }))
    await user.click(screen.getByRole("button", { name: "Next" }))
    await user.click(screen.getByRole("radio", { name: /beta 2/ }))
    await settle()
    expect(devicePuts("questions:")).toHaveLength(1)
  })

  it("a change refused at time-up is marked once: no render loop, two writes in all", async () => {
    rpc.saveAnswer.mockRejectedValue(
      new DataError("Time is up for this test: answers after the deadline can't be saved.", "P0001", 400),
    )
    const user = setup()
    await screen.findByText("Question 1 of 3")
    await settle()
    const before = devicePuts("session:").length
    await user.click(screen.getByRole("radio", { name: /delta 1/ }))
    expect(await screen.findByText(/Time is up: 1 late change was not accepted/)).toBeInTheDocument()
    // The loop this replaces wrote about 27 times a second; give it a second to show.
    await settle(1_000)
    // The answer, then the refusal mark: nothing more however long the error stays in the cache.
    expect(devicePuts("session:").length - before).toBe(2)
    expect((await readLocalSession(sessionId))?.answers.q1).toMatchObject({ answer: "D", refused: true })
    expect(screen.getByRole("radio", { name: /delta 1/ })).toBeChecked()
  })

  it("takes the server's newer answer when it did not apply an older one (applied: false)", async () => {
    // Another device chose C later than this one chose B: the server keeps C and says so.
    rpc.saveAnswer.mockImplementation(async (i: SaveAnswerInput) => ({
      question_id: i.questionId,
      user_answer: "C",
      flagged: true,
      eliminated: "A",
      time_spent_seconds: 40,
      client_seq: i.clientSeq + 60_000,
      applied: false,
    }))
    const user = setup()
    await screen.findByText("Question 1 of 3")
    await user.click(screen.getByRole("radio", { name: /beta 1/ }))
    await waitFor(() => expect(screen.getByRole("radio", { name: /gamma 1/ })).toBeChecked())
    expect(screen.getByRole("radio", { name: /beta 1/ })).not.toBeChecked()
    await waitFor(async () =>
      expect((await readLocalSession(sessionId))?.answers.q1).toMatchObject({
        answer: "C",
        flagged: true,
        eliminated: "A",
      }),
    )
    // Nothing is sent back: the server's answer is the newest.
    await settle()
    expect(rpc.saveAnswer).toHaveBeenCalledTimes(1)
  })
})
