import { describe, expect, it } from "vitest"
import { positionAnnouncement, timerWarning } from "./announcements"

describe("positionAnnouncement", () => {
  it("counts from 1", () => expect(positionAnnouncement(2, 27)).toBe("Question 3 of 27"))
})

describe("timerWarning", () => {
  it("announces each threshold once, on the tick that crosses it", () => {
    const said: string[] = []
    let previous: number | null = null
    for (let s = 700; s >= 0; s--) {
      const w = timerWarning(previous, s)
      if (w) said.push(w)
      previous = s
    }
    expect(said).toEqual(["10 minutes left.", "5 minutes left.", "1 minute left."])
  })
  it("says nothing on the first reading, when the clock stands still or goes back up (resume)", () => {
    expect(timerWarning(null, 200)).toBeNull()
    expect(timerWarning(200, 200)).toBeNull()
    expect(timerWarning(100, 400)).toBeNull()
  })
  it("says the lowest threshold when a sleeping tab jumps over several, and nothing at zero", () => {
    expect(timerWarning(700, 250)).toBe("5 minutes left.")
    expect(timerWarning(30, 0)).toBeNull()
  })
})
