// @vitest-environment jsdom
import "fake-indexeddb/auto"
import { QueryClient } from "@tanstack/react-query"
import { beforeEach, describe, expect, it } from "vitest"
import { readLocalSession, writeLocalSession } from "@/features/practice/session/api/local-session"
import { PREFERENCE_KEYS } from "@/features/practice/shell/domain/preferences"
import { createKv } from "@/lib/persist/kv"
import { QUERY_CACHE_DB } from "@/lib/persist/query-persister"
import { PENDING_CODE_KEY } from "../domain/pending-code"
import { claimDevice, DEVICE_OWNER_KEY, forgetStudent } from "./device"

const AUTH = "sb-127-auth-token"

async function leaveTraces(client: QueryClient) {
  localStorage.setItem(PREFERENCE_KEYS.theme, "light")
  localStorage.setItem(PREFERENCE_KEYS.fontSize, "large")
  localStorage.setItem(AUTH, "{}")
  localStorage.setItem("sat-annotations:f1:q1", "[]")
  localStorage.setItem("practice-entitled:u1", "1")
  localStorage.setItem(PENDING_CODE_KEY, "ABCD-EFGH")
  sessionStorage.setItem("some-draft", "x")
  client.setQueryData(["practice", "history"], [1, 2, 3])
  await writeLocalSession("s1", { answers: {}, currentIndex: 2, deadline: null })
  await createKv(QUERY_CACHE_DB).set("practice-query-cache", "{}")
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe("a shared computer", () => {
  it("sign-out removes the student's answers, cache, highlights and keys, keeping display preferences", async () => {
    const client = new QueryClient()
    await leaveTraces(client)
    await forgetStudent(client)
    expect(await readLocalSession("s1")).toBeNull()
    expect(await createKv(QUERY_CACHE_DB).get("practice-query-cache")).toBeUndefined()
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    expect(Object.keys(localStorage).sort()).toEqual([PREFERENCE_KEYS.fontSize, PREFERENCE_KEYS.theme, AUTH].sort())
    expect(sessionStorage.length).toBe(0)
  })

  it("another student signing in without a sign-out first clears the previous one (keeping their own pending code)", async () => {
    const client = new QueryClient()
    expect(claimDevice(client, "u1")).toBeNull() // nobody's data yet: the device becomes u1's
    await leaveTraces(client)
    expect(claimDevice(client, "u1")).toBeNull() // the same student again: nothing to do
    await claimDevice(client, "u2")
    expect(await readLocalSession("s1")).toBeNull()
    expect(localStorage.getItem("sat-annotations:f1:q1")).toBeNull()
    expect(localStorage.getItem(PENDING_CODE_KEY)).toBe("ABCD-EFGH")
    expect(localStorage.getItem(DEVICE_OWNER_KEY)).toBe("u2")
    expect(client.getQueryData(["practice", "history"])).toBeUndefined()
  })
})
