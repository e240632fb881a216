/**
 * Work a screen does not need before its first content (the toaster, the
 * service worker's registration, the shortcuts popover) waits for it, so a
 * cold load of a running test downloads only what its first question needs.
 *
 * A screen calls `markFirstContent()` once its main content is on screen (the
 * runner, when the first question shows). Work queued with
 * `afterFirstContent(fn)` then runs when the browser is next idle. Screens
 * that never mark still get it: after `fallbackMs` (10 s) it runs anyway.
 * Idle alone would not do: while a page waits for its data the main thread
 * is idle too, and the deferred chunks would compete with that data.
 */
let marked = false
const waiting = new Set<() => void>()

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }

function whenIdle(fn: () => void) {
  const w = window as IdleWindow
  if (w.requestIdleCallback) w.requestIdleCallback(fn, { timeout: 2000 })
  else window.setTimeout(fn, 200)
}

/** The main content is on screen: run what was waiting for it, when idle. */
export function markFirstContent() {
  if (marked) return
  marked = true
  const run = [...waiting]
  waiting.clear()
  whenIdle(() => run.forEach((f) => f()))
}

/** Runs `fn` once, when idle after the first content (or after `fallbackMs`); returns a cancel function. */
export function afterFirstContent(fn: () => void, fallbackMs = 10_000): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    window.clearTimeout(timer)
    waiting.delete(once)
    fn()
  }
  const timer = window.setTimeout(() => whenIdle(once), fallbackMs)
  if (marked) whenIdle(once)
  else waiting.add(once)
  return () => {
    done = true
    window.clearTimeout(timer)
    waiting.delete(once)
  }
}

/** For tests: forget that the first content was shown. */
export function resetFirstContent() {
  marked = false
  waiting.clear()
}
