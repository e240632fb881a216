import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister"
import type { Mutation, Query } from "@tanstack/react-query"
import type { PersistedClient, PersistQueryClientProviderProps } from "@tanstack/react-query-persist-client"
import { createKv, type Kv } from "./kv"

/** Bump when the persisted shapes change: an old cache is then discarded. v2: no question payloads. */
const BUSTER = "practice-v2"

export const QUERY_CACHE_DB = "sat-cookie-query"
const CACHE_KEY = "practice-query-cache"

/**
 * What survives a reload: pending mutations marked `meta.persist` (queued
 * answer saves, paused or in flight; their defaults must be registered before
 * the restore) and successful `practice` queries marked `meta.persist`, which a
 * test needs to resume offline (small rows: the questions are kept once per
 * session by the runner, not here, since this cache is rewritten on every
 * queued answer). Everything else is fetched fresh.
 */
export function shouldPersistMutation(mutation: Pick<Mutation, "state" | "meta">) {
  return mutation.state.status === "pending" && mutation.meta?.persist === true
}

export function shouldPersistQuery(query: Pick<Query, "state" | "queryKey" | "meta">) {
  return query.state.status === "success" && query.queryKey[0] === "practice" && query.meta?.persist === true
}

/**
 * A mutation read back from disk has no request behind it, whether it was
 * paused or in flight when the page went away: it is stored as paused, so
 * the public `resumePausedMutations` starts every one of them again.
 */
export function serializeClient(client: PersistedClient): string {
  const mutations = client.clientState.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } }))
  return JSON.stringify({ ...client, clientState: { ...client.clientState, mutations } })
}

export function createQueryPersistOptions(kv: Kv = createKv(QUERY_CACHE_DB)) {
  const persister = createAsyncStoragePersister({
    storage: { getItem: (k) => kv.get<string>(k).then((v) => v ?? null), setItem: kv.set, removeItem: kv.del },
    key: CACHE_KEY,
    serialize: serializeClient,
    // Short: the answer map is already on disk; this only narrows the window for the queue.
    throttleTime: 250,
  })
  return {
    persister,
    buster: BUSTER,
    maxAge: 24 * 60 * 60 * 1000,
    dehydrateOptions: { shouldDehydrateMutation: shouldPersistMutation, shouldDehydrateQuery: shouldPersistQuery },
  } satisfies PersistQueryClientProviderProps["persistOptions"]
}

/** Drops the persisted cache (sign-out, or another student signed in on this device). */
export function clearPersistedQueries(kv: Kv = createKv(QUERY_CACHE_DB)): Promise<void> {
  return kv.clear().catch(() => undefined)
}
