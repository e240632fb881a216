import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister"
import type { Mutation, Query } from "@tanstack/react-query"
import type { PersistedClient, PersistQueryClientProviderProps } from "@tanstack/react-query-persist-client"
import { createKv, type Kv } from "./kv"

/**
 * Bump when the persisted shapes change: an old cache is then discarded. v2: no question
 * payloads. v3: one entry per signed-in user (the user id is in the key and the buster).
 */
const BUSTER = "practice-v3"

export const QUERY_CACHE_DB = "sat-cookie-query"
const CACHE_KEY = "practice-query-cache"

/** The persisted entry of one student: nobody else's cache is ever read or written under it. */
export const cacheKeyFor = (userId: string) => `${CACHE_KEY}:${userId}`
export const busterFor = (userId: string) => `${BUSTER}:${userId}`

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

/** Every persister this page has opened; a user change closes them all (closeQueryPersisters). */
const open = new Set<{ closed: boolean }>()

/**
 * The persisted cache of one signed-in student, or none (null: signed out or
 * not known yet, nothing is read or written). The persister writes at most
 * every 250 ms, its trailing write carrying the in-memory cache as it was
 * when scheduled; once `close` runs (sign-out, another student, or this
 * student's provider unmounting) no write reaches the disk, so a previous
 * student's cache can never be written back after the device is wiped.
 */
export function createQueryPersistOptions(userId: string | null, kv: Kv = createKv(QUERY_CACHE_DB)) {
  const state = { closed: false }
  open.add(state)
  const whileOpen =
    <A extends unknown[]>(fn: (...args: A) => Promise<unknown>) =>
    async (...args: A): Promise<void> => {
      if (!state.closed) await fn(...args)
    }
  const key = userId === null ? null : cacheKeyFor(userId)
  const persister =
    key === null
      ? {
          persistClient: async () => undefined,
          restoreClient: async () => undefined,
          removeClient: async () => undefined,
        }
      : createAsyncStoragePersister({
          storage: {
            getItem: async (k) => (state.closed ? null : ((await kv.get<string>(k)) ?? null)),
            setItem: whileOpen(kv.set),
            removeItem: whileOpen(kv.del),
          },
          key,
          serialize: serializeClient,
          // Short: the answer map is already on disk; this only narrows the window for the queue.
          throttleTime: 250,
        })
  const options = {
    persister,
    // A second guard beside the key: an entry restored under another student's buster is discarded.
    buster: userId === null ? BUSTER : busterFor(userId),
    maxAge: 24 * 60 * 60 * 1000,
    dehydrateOptions: { shouldDehydrateMutation: shouldPersistMutation, shouldDehydrateQuery: shouldPersistQuery },
  } satisfies PersistQueryClientProviderProps["persistOptions"]
  const close = () => {
    state.closed = true
    open.delete(state)
  }
  return { options, close }
}

/** Stops every persister of this page from writing again (before the device is wiped). */
export function closeQueryPersisters() {
  for (const state of open) state.closed = true
  open.clear()
}

/** Drops the persisted cache (sign-out, or another student signed in on this device). */
export function clearPersistedQueries(kv: Kv = createKv(QUERY_CACHE_DB)): Promise<void> {
  return kv.clear().catch(() => undefined)
}
