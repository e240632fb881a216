import { useEffect, useSyncExternalStore } from "react"

/**
 * The header's countdown slot. A running test publishes its remaining time
 * with `useHeaderCountdown(seconds, label)`; the header shows it and hides
 * it again when the test unmounts. Kept outside React state so the runner
 * and the header need no common provider.
 */
export type HeaderCountdown = { seconds: number; label: string }

let current: HeaderCountdown | null = null
const listeners = new Set<() => void>()

export function setHeaderCountdown(next: HeaderCountdown | null) {
  if (next?.seconds === current?.seconds && next?.label === current?.label) return
  current = next
  listeners.forEach((l) => l())
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** What the header shows (null when no timed test runs). */
export function useHeaderCountdownValue() {
  return useSyncExternalStore(subscribe, () => current)
}

/** For the runner: show `seconds` (null = untimed, nothing shown) under `label` while mounted. */
export function useHeaderCountdown(seconds: number | null, label: string) {
  useEffect(() => {
    setHeaderCountdown(seconds === null ? null : { seconds, label })
  }, [seconds, label])
  useEffect(() => () => setHeaderCountdown(null), [])
}
