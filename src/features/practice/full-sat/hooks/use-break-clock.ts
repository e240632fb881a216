import { useEffect, useState } from "react"
import { breakClock, type BreakClock } from "../domain/break-timer"

/**
 * The break's remaining seconds, re-read from the clock every second (not
 * decremented), so a sleeping tab or a reload shows the true time left.
 * `startedAt` is full_sat_sessions.break_started_at.
 */
export function useBreakClock(startedAt: string | null, now: () => number = Date.now): BreakClock {
  const [clock, setClock] = useState(() =>
    startedAt ? breakClock(startedAt, now()) : { remainingSeconds: 600, over: false },
  )
  useEffect(() => {
    if (!startedAt) return
    const tick = () => setClock(breakClock(startedAt, now()))
    tick()
    const id = window.setInterval(tick, 1000)
    return () => window.clearInterval(id)
  }, [startedAt, now])
  return clock
}
