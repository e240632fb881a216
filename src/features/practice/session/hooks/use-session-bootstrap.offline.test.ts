// @vitest-environment jsdom
import "fake-indexeddb/auto"
import { QueryClient } from "@tanstack/react-query"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { SessionQuestion, SessionRow } from "@/lib/supabase/rpc/sessions"
import { sessionKeys } from "../api/keys"
import { readLocalQuestions } from "../api/local-session"
import { loadStart } from "./use-session-bootstrap"

const rpc = vi.hoisted(() => ({ getSession: vi.fn(), getSessionQuestions: vi.fn() }))
vi.mock("@/lib/supabase/rpc/sessions", () => rpc)

const row = { id: "s1", is_timed: false, current_question: 1, updated_at: "2026-11-26T00:00:00Z" } as SessionRow
const questions = [{ question_id: "q1", user_answer: null, client_seq: 0 }] as unknown as SessionQuestion[]

afterEach(() => vi.restoreAllMocks())

describe("a runner starting while the browser reports offline", () => {
  // navigator.onLine is false on a machine whose only network is loopback (and behind some
  // VPNs) while the server answers: the questions fetched then were never kept, so a later
  // reload without the network had no questions and stayed on "Loading test questions...".
  it("keeps the questions it fetched anyway, so an offline reload can resume", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false)
    rpc.getSessionQuestions.mockResolvedValue(questions)
    const client = new QueryClient()
    client.setQueryData(sessionKeys.detail("s1"), row)

    const start = await loadStart(client, "s1")
    expect(start.questions).toEqual(questions)
    expect(await readLocalQuestions("s1")).toEqual(questions)

    // The reload: a fresh client, the network gone for real; the device copy carries it.
    rpc.getSessionQuestions.mockRejectedValue(new TypeError("Failed to fetch"))
    const reloaded = new QueryClient()
    reloaded.setQueryData(sessionKeys.detail("s1"), row)
    expect((await loadStart(reloaded, "s1")).questions).toEqual(questions)
  })
})
