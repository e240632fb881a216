import { describe, expect, it } from "vitest"
import { greetingWord, isReturning } from "./greeting"

describe("isReturning", () => {
  it.each([
    ["first sign-in (same second as the account)", "2026-11-01T10:00:00Z", "2026-11-01T10:00:00.800Z", false],
    ["a later sign-in", "2026-11-01T10:00:00Z", "2026-11-03T08:15:00Z", true],
    ["no sign-in recorded", "2026-11-01T10:00:00Z", null, false],
    ["no creation date", null, "2026-11-03T08:15:00Z", false],
    ["unreadable dates", "yesterday", "today", false],
  ])("%s", (_, created_at, last_sign_in_at, returning) => {
    expect(isReturning({ created_at, last_sign_in_at })).toBe(returning)
  })

  it("greets a first-time student without 'back'", () => {
    expect(greetingWord(false)).toBe("Welcome")
    expect(greetingWord(true)).toBe("Welcome back")
  })
})
