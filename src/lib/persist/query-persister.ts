import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister"
import type { Mutation, Query } from "@tanstack/react-query"
import type { PersistQueryClientProviderProps } from "@tanstack/react-query-persist-client"
import { createKv, type Kv } from "./kv"

/** Bump when the persisted shapes change: an old cache is then discarded. */
const BUSTER = "practice-v1"

/**
 * What survives a reload: pending mutations marked `meta.persist` (queued
 * answer saves, paused or in flight; their defaults must be registered before
 * the restore) and successful `practice` queries marked `meta.persist`, which a
 * test needs to resume offline. Everything else is fetched fresh.
 */
export function shouldPersistMutation(mutation: Pick<Mutation, "state" | "meta">) {
  return mutation.state.status === "pending" && mutation.meta?.persist === true
}

export function shouldPersistQuery(query: Pick<Query, "state" | "queryKey" | "meta">) {
  return query.state.status === "success" && query.queryKey[0] === "practice" && query.meta?.persist === true
}

export function createQueryPersistOptions(kv: Kv = createKv("sat-cookie-query")) {
  const persister = createAsyncStoragePersister({
    storage: { getItem: (k) => kv.get<string>(k).then((v) => v ?? null), setItem: kv.set, removeItem: kv.del },
    key: "practice-query-cache",
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
