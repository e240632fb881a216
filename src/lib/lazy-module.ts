import { useSyncExternalStore } from "react"

/*
 * React.lazy throws a failed import into render, and it keeps the rejected
 * promise: one chunk that cannot be fetched (offline, before the service
 * worker holds the app shell) replaced a running test with its error
 * boundary. Parts a screen can do without for a moment (the runner's
 * shortcuts popover, its submit dialog, the calculator) load through this
 * instead: the screen renders a stand-in until the module is there, a failed
 * load is remembered (never thrown) and tried again on the next request or
 * when the browser reports the connection back.
 */

export type ModuleState<M> = { module: M | null; failed: boolean }

export type ModuleLoader<M> = {
  /** Starts the load unless it is loaded or loading; after a failure, tries again. */
  request: () => void
  getState: () => ModuleState<M>
  subscribe: (listener: () => void) => () => void
}

export function moduleLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  let state: ModuleState<M> = { module: null, failed: false }
  let loading = false
  const listeners = new Set<() => void>()
  const set = (next: ModuleState<M>) => {
    state = next
    listeners.forEach((l) => l())
  }
  const request = () => {
    if (state.module || loading) return
    loading = true
    load().then(
      (module) => {
        loading = false
        set({ module, failed: false })
      },
      () => {
        loading = false
        if (!state.failed) set({ module: null, failed: true })
        if (typeof window !== "undefined") window.addEventListener("online", request, { once: true })
      },
    )
  }
  return {
    request,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The loader's module (null until loaded) and whether the last load failed. */
export function useModule<M>(loader: ModuleLoader<M>): ModuleState<M> {
  return useSyncExternalStore(loader.subscribe, loader.getState, loader.getState)
}
