import { describe, expect, it } from "vitest"
import { crossedWarning, timerView } from "./timer-visibility"

describe("timerView", () => {
  it.each([
    ["shown, plenty of time", false, 1200, { visible: true, canHide: true, warning: false }],
    ["hidden by the student", true, 1200, { visible: false, canHide: true, warning: false }],
    ["hidden, one second before the warning", true, 301, { visible: false, canHide: true, warning: false }],
    ["hidden, at 5:00 it is forced back", true, 300, { visible: true, canHide: false, warning: true }],
    ["hidden, near the end", true, 12, { visible: true, canHide: false, warning: true }],
    ["shown at 5:00", false, 300, { visible: true, canHide: false, warning: true }],
  ])("%s", (_name, hidden, remaining, view) => {
    expect(timerView(hidden, remaining)).toEqual(view)
  })
})

describe("crossedWarning", () => {
  it.each([
    [301, 300, true],
    [305, 299, true],
    [300, 299, false],
    [302, 301, false],
  ])("%d -> %d: %s", (prev, now, crossed) => expect(crossedWarning(prev, now)).toBe(crossed))
})
