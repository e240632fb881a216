/*
 * Holding the browser's Back and Forward buttons (a running timed test asks
 * first). A popstate cannot be cancelled, and the listeners on window run in
 * the order they were added, capture or not (Chromium 156 runs an earlier
 * bubble listener before a later capture one on window). So one listener is
 * added before any other: the app shell's location store installs it before
 * subscribing, which is before React Router (in the lazy practice chunk)
 * exists. A screen sets a blocker; when it returns true, no later listener
 * (the shell, React Router) sees the entry change, and the blocker steps the
 * browser back to its own entry.
 */
export type PopstateBlocker = (event: PopStateEvent) => boolean

let blocker: PopstateBlocker | null = null
let installed = false

export function installHistoryGuard() {
  if (installed) return
  installed = true
  window.addEventListener("popstate", (event) => {
    if (blocker?.(event)) event.stopImmediatePropagation()
  })
}

/** One blocker at a time (one runner is on screen); returns its removal. */
export function setPopstateBlocker(next: PopstateBlocker) {
  installHistoryGuard()
  blocker = next
  return () => {
    if (blocker === next) blocker = null
  }
}
