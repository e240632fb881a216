import { useEffect, useRef, useState } from "react"
import { remaining } from "../domain/timer"

/**
 * Seconds left until `deadline` (epoch ms), ticking once a second; null when
 * untimed. `onZero` fires once when the clock reaches zero.
 */
export function useCountdown(deadline: number | null, onZero?: () => void, paused = false): number | null {
  const [now, setNow] = useState(() => Date.now())
  const zero = useRef(onZero)
  const fired = useRef(false)
  useEffect(() => {
    zero.current = onZero
  })
  useEffect(() => {
    if (deadline == null || paused) return
    const id = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(id)
  }, [deadline, paused])
  const left = deadline == null ? null : remaining(deadline, now)
  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true
      zero.current?.()
    }
  }, [left])
  return left
}
