import "fake-indexeddb/auto"
import { onlineManager, QueryClient } from "@tanstack/react-query"
import { persistQueryClientRestore, persistQueryClientSave } from "@tanstack/react-query-persist-client"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createKv } from "@/lib/persist/kv"
import { createQueryPersistOptions } from "@/lib/persist/query-persister"
import { DataError } from "@/lib/supabase/rpc/errors"
import type { SaveAnswerInput } from "@/lib/supabase/rpc/sessions"
import { enqueueAnswer, registerAnswerQueue, resumeAnswerQueue, waitForAnswerQueue } from "./answer-queue"
import { answerKeys } from "./keys"
import { readLocalSession, writeLocalSession } from "./local-session"

const saveAnswer = vi.hoisted(() => vi.fn())
vi.mock("@/lib/supabase/rpc/sessions", () => ({ saveAnswer }))

const input = (over: Partial<SaveAnswerInput> = {}): SaveAnswerInput => ({
  sessionId: "s1",
  questionId: "q1",
  answer: "B",
  timeSpentSeconds: 12,
  clientSeq: 1_000,
  flagged: false,
  eliminated: "",
  ...over,
})

function client() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  registerAnswerQueue(qc, () => 1)
  // As QueryClientProvider does: coming back online resumes paused mutations.
  qc.mount()
  return qc
}

const settle = () => new Promise((r) => setTimeout(r, 20))

let db = 0
beforeEach(() => {
  saveAnswer.mockReset()
  saveAnswer.mockImplementation(async (i: SaveAnswerInput) => ({ question_id: i.questionId, applied: true }))
  onlineManager.setOnline(true)
  db += 1
})
afterEach(() => onlineManager.setOnline(true))

describe("answer queue", () => {
  it("sends a change in the background", async () => {
    const qc = client()
    enqueueAnswer(qc, input())
    await waitForAnswerQueue(qc, "s1")
    expect(saveAnswer).toHaveBeenCalledWith(input())
  })

  it("pauses offline and sends once back online", async () => {
    const qc = client()
    onlineManager.setOnline(false)
    enqueueAnswer(qc, input())
    await settle()
    expect(saveAnswer).not.toHaveBeenCalled()
    expect(qc.getMutationCache().getAll()[0]!.state.isPaused).toBe(true)
    onlineManager.setOnline(true)
    await waitForAnswerQueue(qc, "s1")
    expect(saveAnswer).toHaveBeenCalledTimes(1)
  })

  it("survives a reload: a new client restored from IndexedDB sends the paused save", async () => {
    const kv = createKv(`test-query-${db}`)
    const first = client()
    onlineManager.setOnline(false)
    enqueueAnswer(first, input({ answer: "C", clientSeq: 2_000 }))
    await settle()
    await persistQueryClientSave({ queryClient: first, ...createQueryPersistOptions("u1", kv).options })
    first.clear()

    // The "reloaded" page: a fresh client, defaults registered, cache restored.
    const second = client()
    await persistQueryClientRestore({ queryClient: second, ...createQueryPersistOptions("u1", kv).options })
    expect(saveAnswer).not.toHaveBeenCalled()
    onlineManager.setOnline(true)
    await resumeAnswerQueue(second)
    await waitForAnswerQueue(second, "s1")
    expect(saveAnswer).toHaveBeenCalledWith(input({ answer: "C", clientSeq: 2_000 }))
  })

  it("restarts a save that was in flight when the page went away", async () => {
    const kv = createKv(`test-query-${db}`)
    const first = client()
    saveAnswer.mockImplementationOnce(() => new Promise(() => {})) // never answers
    enqueueAnswer(first, input())
    await settle()
    await persistQueryClientSave({ queryClient: first, ...createQueryPersistOptions("u1", kv).options })

    const second = client()
    await persistQueryClientRestore({ queryClient: second, ...createQueryPersistOptions("u1", kv).options })
    await resumeAnswerQueue(second)
    await waitForAnswerQueue(second, "s1")
    expect(saveAnswer).toHaveBeenCalledTimes(2)
  })

  it("retries a network failure until it goes through", async () => {
    const qc = client()
    saveAnswer.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    saveAnswer.mockRejectedValueOnce(new DataError("busy", "", 503))
    enqueueAnswer(qc, input())
    await waitForAnswerQueue(qc, "s1")
    expect(saveAnswer).toHaveBeenCalledTimes(3)
    expect(qc.getMutationCache().getAll()[0]!.state.status).toBe("success")
  })

  it("stops at once when time is up, keeping the error for the student", async () => {
    const qc = client()
    saveAnswer.mockRejectedValue(new DataError("Time is up: this test ended.", "P0001", 400))
    enqueueAnswer(qc, input())
    await waitForAnswerQueue(qc, "s1")
    expect(saveAnswer).toHaveBeenCalledTimes(1)
    expect(qc.getMutationCache().getAll()[0]!.state.error).toBeInstanceOf(DataError)
  })

  it("sends one session's changes in order, one at a time", async () => {
    const qc = client()
    const order: number[] = []
    let inFlight = 0
    saveAnswer.mockImplementation(async (i: SaveAnswerInput) => {
      inFlight += 1
      expect(inFlight).toBe(1)
      await settle()
      order.push(i.clientSeq)
      inFlight -= 1
      return { question_id: i.questionId }
    })
    for (const seq of [1, 2, 3]) enqueueAnswer(qc, input({ clientSeq: seq }))
    await waitForAnswerQueue(qc, "s1")
    expect(order).toEqual([1, 2, 3])
  })

  it("takes the server's stored answer into the device copy when it did not apply an older change", async () => {
    const qc = client()
    await writeLocalSession("s9", {
      answers: { q1: { answer: "B", flagged: false, eliminated: "", timeSpent: 12, seq: 1_000 } },
      currentIndex: 0,
      deadline: null,
    })
    saveAnswer.mockResolvedValueOnce({
      question_id: "q1",
      user_answer: "D",
      flagged: true,
      eliminated: "A",
      time_spent_seconds: 30,
      client_seq: 5_000,
      applied: false,
    })
    enqueueAnswer(qc, input({ sessionId: "s9" }))
    await waitForAnswerQueue(qc, "s9")
    expect((await readLocalSession("s9"))?.answers.q1).toEqual({
      answer: "D",
      flagged: true,
      eliminated: "A",
      timeSpent: 30,
      seq: 5_000,
    })
  })

  it("lets go of a settled save (no observer keeps it from garbage collection)", async () => {
    const qc = client()
    qc.setMutationDefaults(answerKeys.save, { ...qc.getMutationDefaults(answerKeys.save), gcTime: 5 })
    enqueueAnswer(qc, input())
    await waitForAnswerQueue(qc, "s1")
    expect(qc.getMutationCache().getAll()[0]!.state.status).toBe("success")
    await settle()
    expect(qc.getMutationCache().getAll()).toHaveLength(0)
  })
})
