import { clear, createStore, del, get, set } from "idb-keyval"

/**
 * A small key-value store in its own IndexedDB database. idb-keyval keeps
 * one object store per database, so each use gets its own name.
 */
export function createKv(dbName: string) {
  const store = createStore(dbName, "kv")
  return {
    get: <T>(key: string) => get<T>(key, store),
    set: (key: string, value: unknown) => set(key, value, store),
    del: (key: string) => del(key, store),
    /** Everything in this database (sign-out on a shared computer). */
    clear: () => clear(store),
  }
}

export type Kv = ReturnType<typeof createKv>
