import { describe, expect, it } from "vitest"
import { endOfLocalDay, isDueToday } from "./due-day"

describe("endOfLocalDay", () => {
  it.each([
    { zone: "UTC", now: "2026-11-23T15:00:00Z", end: "2026-11-24T00:00:00.000Z" },
    // New York is UTC-5 in November: 23:30 local on the 23rd is 04:30 UTC on the 24th.
    { zone: "America/New_York", now: "2026-11-24T04:30:00Z", end: "2026-11-24T05:00:00.000Z" },
    { zone: "America/New_York", now: "2026-11-23T15:00:00Z", end: "2026-11-24T05:00:00.000Z" },
    // Tokyo is UTC+9: 01:00 local on the 24th is 16:00 UTC on the 23rd.
    { zone: "Asia/Tokyo", now: "2026-11-23T16:00:00Z", end: "2026-11-24T15:00:00.000Z" },
    { zone: "Asia/Kolkata", now: "2026-11-23T20:00:00Z", end: "2026-11-24T18:30:00.000Z" },
    // Spring forward in New York (8 March 2026): the day has 23 hours; midnight after it is UTC-4.
    { zone: "America/New_York", now: "2026-03-08T12:00:00Z", end: "2026-03-09T04:00:00.000Z" },
    // Fall back (1 November 2026): midnight after it is UTC-5.
    { zone: "America/New_York", now: "2026-11-01T12:00:00Z", end: "2026-11-02T05:00:00.000Z" },
  ])("$zone at $now: the next day starts at $end", ({ zone, now, end }) => {
    expect(endOfLocalDay(new Date(now), zone).toISOString()).toBe(end)
  })

  it("throws for an unknown zone", () => {
    expect(() => endOfLocalDay(new Date(), "Mars/Olympus")).toThrow(RangeError)
  })
})

describe("isDueToday", () => {
  const now = new Date("2026-11-23T15:00:00Z")
  it.each([
    { due: "2026-11-20T10:00:00Z", zone: "UTC", today: true }, // overdue
    { due: "2026-11-23T23:59:59Z", zone: "UTC", today: true },
    { due: "2026-11-24T00:00:00Z", zone: "UTC", today: false },
    { due: "2026-11-24T04:00:00Z", zone: "America/New_York", today: true }, // 23:00 local
    { due: "2026-11-24T05:00:00Z", zone: "America/New_York", today: false },
    // It is 00:00 on the 24th in Tokyo: 01:00 is today, the next midnight is not.
    { due: "2026-11-23T16:00:00Z", zone: "Asia/Tokyo", today: true },
    { due: "2026-11-24T15:00:00Z", zone: "Asia/Tokyo", today: false },
  ])("due $due in $zone: $today", ({ due, zone, today }) => {
    expect(isDueToday(due, now, zone)).toBe(today)
  })
})
