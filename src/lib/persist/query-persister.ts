import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister"
import type { Mutation, Query } from "@tanstack/react-query"
import type { PersistQueryClientProviderProps } from "@tanstack/react-query-persist-client"
import { createKv, type Kv } from "./kv"

/** Bump when the persisted shapes change: an old cache is then discarded. */
const BUSTER = "practice-v1"

/**
 * What survives a reload: every pending mutation (queued answer saves, paused
 * or in flight) and the successful `practice` queries a test needs to resume
 * offline. Auth and everything else are fetched fresh.
 */
export function shouldPersistMutation(mutation: Pick<Mutation, "state">) {
  return mutation.state.status === "pending"
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
