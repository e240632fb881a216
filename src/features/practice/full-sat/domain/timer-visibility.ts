/**
 * The module countdown can be hidden, as in Bluebook, until the last five
 * minutes: then it comes back into view with a warning and stays there.
 */
export const TIMER_WARNING_SECONDS = 300

export type TimerView = { visible: boolean; canHide: boolean; warning: boolean }

export function timerView(hiddenByStudent: boolean, remainingSeconds: number): TimerView {
  const warning = remainingSeconds <= TIMER_WARNING_SECONDS
  return { visible: warning || !hiddenByStudent, canHide: !warning, warning }
}

/** True once, on the tick that crosses into the warning window: the moment to announce it. */
export function crossedWarning(previousSeconds: number, remainingSeconds: number): boolean {
  return previousSeconds > TIMER_WARNING_SECONDS && remainingSeconds <= TIMER_WARNING_SECONDS
}
