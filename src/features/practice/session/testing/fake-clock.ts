import { act, getConfig } from "@testing-library/react"
import { expect, vi } from "vitest"

/*
 * A runner's clock (Date.now and its one-second setInterval) on fake time, so a test
 * moves it forward at once instead of sleeping, and a loaded machine cannot make it
 * tick early or late. setTimeout stays real: fake-indexeddb, React Query and React's
 * scheduler run on it.
 */
export const fakeClock = () => vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] })

/** Moves the fake clock on by `ms`; the countdown's tick and its render happen inside act. */
export const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

/**
 * `waitFor` for a test on fakeClock(). Testing Library's waitFor re-checks on DOM changes
 * and on a setInterval, and fakeClock() owns setInterval: a check that turns true after
 * the last DOM change (onFinished, called after the submit's IndexedDB write; a save sent
 * after the render that queued it) was never looked at again and timed out, by chance,
 * 5 times in 15 on a loaded machine. This one re-checks every `interval` ms of real time
 * (setTimeout), with React's act environment off meanwhile as in waitFor, and fails with
 * the check's last error.
 */
export function waitForOnFakeClock<T>(
  check: () => T,
  { timeout = getConfig().asyncUtilTimeout, interval = 20 } = {},
): Promise<T> {
  return getConfig().asyncWrapper(
    () =>
      new Promise<T>((resolve, reject) => {
        const start = performance.now()
        const poll = () => {
          try {
            resolve(check())
          } catch (error) {
            if (performance.now() - start >= timeout) reject(error as Error)
            else setTimeout(poll, interval)
          }
        }
        poll()
      }),
  ) as Promise<T>
}

/**
 * Resolves once the countdown's interval is set. It is set in a passive effect, which
 * React may run after the render a test waited for: a tick before it would move a clock
 * nobody watches yet, and the countdown would then lag the test by that tick. The
 * countdown is the runner's only setInterval, the only timer fakeClock() counts.
 */
export const clockRunning = () => waitForOnFakeClock(() => expect(vi.getTimerCount()).toBeGreaterThan(0))
