import { describe, expect, it, vi } from "vitest"
import { fullSatKeys } from "@/features/practice/full-sat/api/keys"
import { sessionKeys } from "@/features/practice/session/api/keys"
import { shouldPersistQuery } from "@/lib/persist/query-persister"
import { createPracticeClient } from "./query-client"

vi.mock("@/lib/supabase/rpc/sessions", () => ({}))

describe("the practice query client", () => {
  // Without the defaults, a row seeded by a start or resume had no meta and was never
  // persisted: a reload while offline found no session to resume.
  it.each([
    ["a session row seeded by a start, resume or save and exit", sessionKeys.detail("s1")],
    ["a full SAT state seeded by a start or a module's end", fullSatKeys.state("t1")],
  ])("persists %s", (_, key) => {
    const client = createPracticeClient()
    client.setQueryData(key, { id: "x" })
    expect(shouldPersistQuery(client.getQueryCache().find({ queryKey: key, exact: true })!)).toBe(true)
  })

  it("still keeps questions and results out of the persisted cache", () => {
    const client = createPracticeClient()
    client.setQueryData(sessionKeys.questions("s1"), [])
    client.setQueryData(sessionKeys.result("s1"), {})
    for (const query of client.getQueryCache().getAll()) expect(shouldPersistQuery(query)).toBe(false)
  })
})
