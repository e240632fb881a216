import { describe, expect, it } from "vitest"
import {
  formatInterval,
  formatIntervalLong,
  fromServerCard,
  nextCard,
  previewIntervals,
  toServerCard,
  type ReviewRating,
  type ServerCard,
} from "./fsrs"

const T0 = new Date("2026-11-23T15:00:00.000Z")
const MIN = 60_000
const DAY = 86_400_000

/** A card as the server creates it for a new mistake (ts-fsrs's empty card). */
const NEW_CARD: ServerCard = {
  due: T0.toISOString(),
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  last_review: null,
}

/** Rates in turn, each rating made the moment the card falls due; returns every step. */
function drive(ratings: ReviewRating[], start = NEW_CARD, at = T0) {
  let card = start
  let now = at
  return ratings.map((rating) => {
    card = nextCard(card, rating, now)
    const step = { rating, card, intervalMs: Date.parse(card.due) - now.getTime() }
    now = new Date(card.due)
    return step
  })
}

describe("nextCard drives the real ts-fsrs scheduler", () => {
  it.each([
    // rating of a new card -> state, wait until due
    { rating: 1, state: 1, wait: 1 * MIN },
    { rating: 2, state: 1, wait: 6 * MIN },
    { rating: 3, state: 1, wait: 10 * MIN },
    { rating: 4, state: 2, wait: 8 * DAY },
  ] as const)("a new card rated $rating goes to state $state, due in $wait ms", ({ rating, state, wait }) => {
    const card = nextCard(NEW_CARD, rating, T0)
    expect(card.state).toBe(state)
    expect(Date.parse(card.due) - T0.getTime()).toBe(wait)
    expect(card.reps).toBe(1)
    expect(card.last_review).toBe(T0.toISOString())
  })

  it("Good, Good, Good: learning graduates to review and the intervals grow", () => {
    const steps = drive([3, 3, 3])
    expect(steps.map((s) => s.card.state)).toEqual([1, 2, 2])
    expect(steps[0]!.intervalMs).toBe(10 * MIN)
    expect(steps[1]!.card.scheduled_days).toBeGreaterThanOrEqual(1)
    expect(steps[2]!.card.scheduled_days).toBeGreaterThan(steps[1]!.card.scheduled_days)
    expect(steps.map((s) => s.card.reps)).toEqual([1, 2, 3])
  })

  it("Again on a review card is a lapse: relearning in minutes, lower stability, then back to review", () => {
    const [, , review, lapse, relearned] = drive([3, 3, 3, 1, 3])
    expect(review!.card.state).toBe(2)
    expect(lapse!.card.state).toBe(3)
    expect(lapse!.card.lapses).toBe(1)
    expect(lapse!.intervalMs).toBe(10 * MIN)
    expect(lapse!.card.stability).toBeLessThan(review!.card.stability)
    expect(relearned!.card.state).toBe(2)
    // After a lapse the next interval is shorter than before it.
    expect(relearned!.card.scheduled_days).toBeLessThan(review!.card.scheduled_days)
  })

  it.each([
    { ratings: [4, 4, 4] as ReviewRating[], name: "Easy" },
    { ratings: [3, 3, 3] as ReviewRating[], name: "Good" },
    { ratings: [3, 2, 2] as ReviewRating[], name: "Hard" },
  ])("$name each time: stability never falls", ({ ratings }) => {
    const s = drive(ratings).map((x) => x.card.stability)
    for (let i = 1; i < s.length; i++) expect(s[i]).toBeGreaterThanOrEqual(s[i - 1]!)
  })

  it("is deterministic (no fuzz): the same rating at the same time gives the same card", () => {
    const review = drive([3, 3])[1]!.card
    const at = new Date(review.due)
    expect(nextCard(review, 3, at)).toEqual(nextCard(review, 3, at))
  })

  it("Easy each time spaces the card out faster than Good each time", () => {
    const easy = drive([4, 4, 4]).map((s) => s.card.scheduled_days)
    const good = drive([3, 3, 3, 3])
      .slice(1)
      .map((s) => s.card.scheduled_days)
    easy.forEach((days, i) => expect(days).toBeGreaterThan(good[i]!))
  })
})

describe("previewIntervals", () => {
  it("labels what each rating of a new card schedules", () => {
    expect(previewIntervals(NEW_CARD, T0).map((p) => `${p.label} ${p.short}`)).toEqual([
      "Again 1m",
      "Hard 6m",
      "Good 10m",
      "Easy 8d",
    ])
  })

  it("matches what nextCard then stores, for every rating of a review card", () => {
    const review = drive([3, 3])[1]!.card
    const at = new Date(Date.parse(review.due) + 3 * DAY) // reviewed late
    for (const p of previewIntervals(review, at)) expect(nextCard(review, p.rating, at).due).toBe(p.due.toISOString())
  })

  it("orders the intervals Again <= Hard <= Good <= Easy", () => {
    const review = drive([3, 3, 3])[2]!.card
    const due = previewIntervals(review, new Date(review.due)).map((p) => p.due.getTime())
    expect([...due].sort((a, b) => a - b)).toEqual(due)
  })
})

describe("server card conversion", () => {
  it("round-trips through ts-fsrs's Card", () => {
    const card = drive([3, 3, 1])[2]!.card
    expect(toServerCard(fromServerCard(card))).toEqual(card)
  })

  it.each([
    { name: "a state outside 0-3", patch: { state: 7 } },
    { name: "a due that is not a date", patch: { due: "tomorrow" } },
    { name: "a last_review that is not a date", patch: { last_review: "x" } },
    { name: "a negative number", patch: { reps: -1 } },
    { name: "a NaN", patch: { stability: Number.NaN } },
  ])("refuses $name", ({ patch }) => {
    expect(() => fromServerCard({ ...NEW_CARD, ...patch })).toThrow()
    expect(() => nextCard({ ...NEW_CARD, ...patch }, 3, T0)).toThrow()
  })
})

describe("formatInterval", () => {
  it.each([
    { ms: 30_000, short: "1m", long: "1 minute" },
    { ms: 6 * MIN, short: "6m", long: "6 minutes" },
    { ms: 90 * MIN, short: "2h", long: "2 hours" },
    { ms: DAY, short: "1d", long: "1 day" },
    { ms: 4 * DAY, short: "4d", long: "4 days" },
    { ms: 45 * DAY, short: "1.5mo", long: "1.5 months" },
    { ms: 365 * DAY, short: "1y", long: "1 year" },
  ])("$ms ms is $short ($long)", ({ ms, short, long }) => {
    expect(formatInterval(ms)).toBe(short)
    expect(formatIntervalLong(ms)).toBe(long)
  })
})
