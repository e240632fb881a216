import { useEffect, useRef } from "react"
import { notifyError } from "@/lib/notify"
import { useEndBreak, useStartBreak } from "../api/break"
import type { FullSatState } from "../api/types"
import { BREAK_SECONDS } from "../domain/break-timer"
import { upNextLine } from "../domain/up-next"
import { useBreakClock } from "../hooks/use-break-clock"
import { BreakScreen } from "./break-screen"
import { FullSatProgressBar } from "./progress-bar"

type Props = {
  testId: string
  state: FullSatState & { session: NonNullable<FullSatState["session"]> }
  /** When the state was received (epoch ms on this device). */
  receivedAt: number
}

/**
 * The break between the sections, timed from the server's break_started_at
 * so a reload or another device shows the true time left. Skip, or continue
 * at zero: end_break, and module 3 opens.
 */
export function BreakStage({ testId, state, receivedAt }: Props) {
  const startBreak = useStartBreak(testId)
  const endBreak = useEndBreak(testId)
  const started = state.session.break_started_at
  // Anchored on the server's own count of the seconds left when the state arrived
  // (`receivedAt`, this device's clock), so a device clock that is off still shows the true
  // time left; a fresher state (a reload, another device) re-anchors it.
  const remaining = state.break_seconds_remaining
  const anchor = remaining != null ? new Date(receivedAt - (BREAK_SECONDS - remaining) * 1000).toISOString() : started
  const clock = useBreakClock(anchor)
  const asked = useRef(false)
  useEffect(() => {
    // Completing module 2 stamps the start; an older attempt without one gets it now.
    if (started || asked.current) return
    asked.current = true
    startBreak.mutate(state.session.id)
  }, [started, startBreak, state.session.id])

  const next = state.modules.find((m) => m.module_order === 3)
  const onContinue = () =>
    endBreak.mutate(state.session.id, {
      onError: (e) => notifyError("Error", e.message || "The break could not be ended. Please try again."),
    })
  return (
    <div className="min-h-screen">
      <div className="mx-auto max-w-3xl px-4 pt-6">
        <FullSatProgressBar modules={state.modules} at={{ kind: "break", remainingSeconds: clock.remainingSeconds }} />
      </div>
      <BreakScreen
        remainingSeconds={clock.remainingSeconds}
        onContinue={onContinue}
        busy={endBreak.isPending}
        upNext={next ? upNextLine(next) : undefined}
      />
    </div>
  )
}
