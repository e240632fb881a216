import { useEffect, useRef, useState } from "react"
import { positionAnnouncement, timerWarning } from "../domain/announcements"

type Props = {
  index: number
  count: number
  /** The id of the current question's heading (focusable with tabIndex -1). */
  headingId: string
  /** Seconds left, to announce the clock's warnings once each; omit where the timer announces its own. */
  remaining?: number | null
}

/**
 * Screen-reader behaviour shared by the runners: after a move, focus goes to
 * the new question's heading and "Question N of M" is announced (politely);
 * the clock's warnings are announced once each (assertively), never every
 * second. The first question is not announced: the page title already is.
 */
export function RunnerAnnouncer({ index, count, headingId, remaining }: Props) {
  const [position, setPosition] = useState("")
  const [warning, setWarning] = useState("")
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    setPosition(positionAnnouncement(index, count))
    const heading = document.getElementById(headingId)
    heading?.focus({ preventScroll: false })
    // The heading is focused to move the reading point, not to scroll under the sticky header.
    heading?.scrollIntoView?.({ block: "nearest" })
  }, [index, count, headingId])

  const previous = useRef<number | null>(remaining ?? null)
  useEffect(() => {
    const said = timerWarning(previous.current, remaining ?? null)
    if (said) setWarning(said)
    previous.current = remaining ?? null
  }, [remaining])

  return (
    <>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="position-announcement">
        {position}
      </p>
      <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="timer-announcement">
        {warning}
      </p>
    </>
  )
}
