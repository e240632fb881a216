// @vitest-environment jsdom
import "fake-indexeddb/auto"
import { QueryClient } from "@tanstack/react-query"
import { persistQueryClientRestore, persistQueryClientSave } from "@tanstack/react-query-persist-client"
import { createStore, keys } from "idb-keyval"
import { beforeEach, describe, expect, it } from "vitest"
import { createKv } from "./kv"
import { cacheKeyFor, closeQueryPersisters, createQueryPersistOptions } from "./query-persister"

let n = 0
let kv: ReturnType<typeof createKv>
beforeEach(() => {
  kv = createKv(`test-query-scope-${++n}`)
})

const ROW = ["practice", "sessions", "detail", "s1"] as const

/** A client holding one persisted row (a session row of `owner`). */
function clientWith(owner: string) {
  const client = new QueryClient()
  client.setQueryDefaults(["practice"], { meta: { persist: true } })
  client.setQueryData(ROW, { owner })
  return client
}

async function restore(userId: string | null) {
  const client = new QueryClient()
  await persistQueryClientRestore({ queryClient: client, ...createQueryPersistOptions(userId, kv).options })
  return client.getQueryData<{ owner: string }>(ROW)
}

describe("the persisted query cache is scoped to the signed-in student", () => {
  it("keeps each student's cache under their own key and restores it only for them", async () => {
    await persistQueryClientSave({ queryClient: clientWith("u1"), ...createQueryPersistOptions("u1", kv).options })
    expect(await kv.get(cacheKeyFor("u1"))).toContain('"owner":"u1"')

    expect(await restore("u2")).toBeUndefined()
    expect(await restore(null)).toBeUndefined()
    expect(await restore("u1")).toEqual({ owner: "u1" })
  })

  it("discards an entry written under another student's buster (a copied or renamed entry)", async () => {
    await persistQueryClientSave({ queryClient: clientWith("u1"), ...createQueryPersistOptions("u1", kv).options })
    await kv.set(cacheKeyFor("u2"), await kv.get(cacheKeyFor("u1")))
    expect(await restore("u2")).toBeUndefined()
    // The mismatched entry is removed, not left behind.
    expect(await kv.get(cacheKeyFor("u2"))).toBeUndefined()
  })

  it("signed out (or not known yet), nothing is read or written", async () => {
    const { options } = createQueryPersistOptions(null, kv)
    await persistQueryClientSave({ queryClient: clientWith("u1"), ...options })
    expect(await kv.get(cacheKeyFor("u1"))).toBeUndefined()
    expect(await createKvKeys()).toEqual([])
  })

  it("a closed persister's throttled trailing write never lands after the device is wiped", async () => {
    const { options, close } = createQueryPersistOptions("u1", kv)
    const first = options.persister.persistClient({
      buster: options.buster,
      timestamp: 1,
      clientState: { queries: [], mutations: [] },
    })
    // A second write inside the throttle window waits for it, carrying the cache as it was then.
    const trailing = options.persister.persistClient({
      buster: options.buster,
      timestamp: 2,
      clientState: { queries: [], mutations: [] },
    })
    await first
    // Another student signs in: the persister is closed, then the device wiped.
    close()
    await kv.clear()
    await trailing
    expect(await createKvKeys()).toEqual([])
  })

  it("closeQueryPersisters closes every persister of the page (forgetStudent calls it before the wipe)", async () => {
    const a = createQueryPersistOptions("u1", kv)
    const b = createQueryPersistOptions("u2", kv)
    closeQueryPersisters()
    await persistQueryClientSave({ queryClient: clientWith("u1"), ...a.options })
    await persistQueryClientSave({ queryClient: clientWith("u2"), ...b.options })
    expect(await createKvKeys()).toEqual([])
    // Nor does a closed persister read: a restore finds nothing.
    await kv.set(cacheKeyFor("u1"), "{}")
    expect(await a.options.persister.restoreClient()).toBeUndefined()
  })
})

/** Every key in this test's database. */
async function createKvKeys() {
  return (await keys(createStore(`test-query-scope-${n}`, "kv"))).map(String)
}
