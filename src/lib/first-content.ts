/**
 * Work a screen does not need before its first content (the service worker's
 * registration, the shortcuts popover) waits for it, so a cold load of a
 * running test downloads only what its first question needs. (The toaster
 * waits longer: for the first toast, app/routes/practice/toaster.tsx.)
 *
 * A screen calls `markFirstContent()` once its main content is on screen (the
 * runner, when the first question shows). Work queued with
 * `afterFirstContent(fn)` then runs when the browser is next idle. Screens
 * that never mark still get it: after `fallbackMs` (10 s) it runs anyway.
 * Idle alone would not do: while a page waits for its data the main thread
 * is idle too, and the deferred chunks would compete with that data.
 *
 * A screen that will mark (the runner, until its first question shows) holds
 * the deferred work with `holdFirstContent()`: while a hold is on, neither the
 * fallback nor an earlier screen's mark starts anything. Without it, a cold
 * load slower than the fallback (a busy 2-core machine takes 10 s and more)
 * fetched the runner's deferred chunks before its first question, and so did
 * a Start clicked on the test detail page before its idle work had begun.
 * `markFirstContent()` ends every hold: the content they waited for is there.
 */
let marked = false
const holds = new Set<symbol>()

type Job = { run: () => void; due: boolean; scheduled: boolean }
const jobs = new Set<Job>()

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }

function whenIdle(fn: () => void) {
  const w = window as IdleWindow
  if (w.requestIdleCallback) w.requestIdleCallback(fn, { timeout: 2000 })
  else window.setTimeout(fn, 200)
}

/** Starts, when idle, every job that may run: marked (or past its fallback) and nothing holds. */
function pump() {
  if (holds.size > 0) return
  for (const job of jobs) {
    if (job.scheduled || !(marked || job.due)) continue
    job.scheduled = true
    whenIdle(() => {
      job.scheduled = false
      // A screen started holding while this waited for idle (a Start clicked): it waits for that screen.
      if (!jobs.has(job) || holds.size > 0) return
      jobs.delete(job)
      job.run()
    })
  }
}

/** The main content is on screen: run what was waiting for it, when idle. Ends every hold. */
export function markFirstContent() {
  marked = true
  holds.clear()
  pump()
}

/**
 * A screen whose main content is still coming (the runner before its first question): deferred
 * work waits for its mark, even past the fallback. Returns the release (call it on unmount; a
 * screen that shows an error instead of its content unmounts or releases, and the work runs).
 */
export function holdFirstContent(): () => void {
  const hold = Symbol("hold")
  holds.add(hold)
  return () => {
    if (holds.delete(hold)) pump()
  }
}

/** Runs `fn` once, when idle after the first content (or after `fallbackMs`); returns a cancel function. */
export function afterFirstContent(fn: () => void, fallbackMs = 10_000): () => void {
  const job: Job = {
    run: () => {
      window.clearTimeout(timer)
      fn()
    },
    due: false,
    scheduled: false,
  }
  const timer = window.setTimeout(() => {
    job.due = true
    pump()
  }, fallbackMs)
  jobs.add(job)
  pump()
  return () => {
    window.clearTimeout(timer)
    jobs.delete(job)
  }
}

/** For tests: forget that the first content was shown, and every hold and job. */
export function resetFirstContent() {
  marked = false
  holds.clear()
  jobs.clear()
}
