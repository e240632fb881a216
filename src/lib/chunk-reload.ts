/**
 * After a deploy, a tab still running the old build asks for lazy chunks
 * whose hashed names no longer exist. One reload fetches the new build. A
 * tab flag (with its time) stops a loop when the failure is something else
 * (offline, a broken deploy): within a minute of the last such reload the
 * error is shown instead.
 */
export const CHUNK_RELOAD_KEY = "sat-cookie-chunk-reload"
const WINDOW_MS = 60_000

/** The messages browsers give when a dynamic import's module cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  )
}

/**
 * Reloads the page once per minute at most; false when it did not (the caller shows the error).
 * Never while offline: then the chunk is missing because the network is, not because of a
 * deploy, and a reload would swap a running test for the browser's offline page.
 */
export function reloadForNewVersion(
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  now = Date.now(),
  online = navigator.onLine,
) {
  if (!online) return false
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0)
    if (now - last < WINDOW_MS) return false
    storage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    // No storage, no guard: never reload blindly.
    return false
  }
  window.location.reload()
  return true
}

/** Vite dispatches `vite:preloadError` when a lazy chunk (or its CSS) fails to load. */
export function listenForStaleChunks() {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadForNewVersion()) event.preventDefault()
  })
}
