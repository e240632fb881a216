import { fsrs, generatorParameters, State, type Card, type Grade } from "ts-fsrs"

/**
 * The spaced-repetition scheduler: ts-fsrs (FSRS-6) behind a small, pure
 * surface. Only the due-review route imports this file, so ts-fsrs lands in
 * that lazy chunk and nowhere else. Time is always an argument.
 */

/** A card as the server stores and sends it (review_cards, snake_case, ISO dates). */
export type ServerCard = {
  due: string
  stability: number
  difficulty: number
  elapsed_days: number
  scheduled_days: number
  learning_steps: number
  reps: number
  lapses: number
  /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs State). */
  state: number
  last_review: string | null
}

/** The student's self-rating: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type ReviewRating = 1 | 2 | 3 | 4
export const RATINGS: readonly { rating: ReviewRating; label: string }[] = [
  { rating: 1, label: "Again" },
  { rating: 2, label: "Hard" },
  { rating: 3, label: "Good" },
  { rating: 4, label: "Easy" },
]

/*
 * One scheduler for the app. Fuzz is off so a rating always gives the same
 * interval (the preview label is what the student then gets, and tests are
 * deterministic); 90% retention is FSRS's recommended default; short-term
 * steps (1m, 10m learning; 10m relearning) keep a new mistake coming back today.
 */
const scheduler = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false, enable_short_term: true }))

function toDate(value: string | null, field: string): Date {
  const d = new Date(value ?? "")
  if (Number.isNaN(d.getTime())) throw new Error(`The review card's ${field} is not a date.`)
  return d
}

/** The server's card as a ts-fsrs Card; throws on a malformed one rather than scheduling garbage. */
export function fromServerCard(c: ServerCard): Card {
  if (![0, 1, 2, 3].includes(c.state)) throw new Error("The review card's state is not 0-3.")
  const numbers = [c.stability, c.difficulty, c.elapsed_days, c.scheduled_days, c.learning_steps, c.reps, c.lapses]
  if (!numbers.every((n) => typeof n === "number" && Number.isFinite(n) && n >= 0))
    throw new Error("The review card has a bad number.")
  return {
    due: toDate(c.due, "due"),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state as State,
    last_review: c.last_review == null ? undefined : toDate(c.last_review, "last_review"),
  }
}

export function toServerCard(c: Card): ServerCard {
  return {
    due: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last_review: c.last_review ? c.last_review.toISOString() : null,
  }
}

/** The card after the student's rating at `now` (what rate_review_card stores). */
export function nextCard(card: ServerCard, rating: ReviewRating, now: Date): ServerCard {
  return toServerCard(scheduler.next(fromServerCard(card), now, rating as Grade).card)
}

export type IntervalPreview = { rating: ReviewRating; label: string; due: Date; short: string; long: string }

/** What each rating would schedule: 'Again 1m / Hard 6m / Good 10m / Easy 8d'. */
export function previewIntervals(card: ServerCard, now: Date): IntervalPreview[] {
  const preview = scheduler.repeat(fromServerCard(card), now)
  return RATINGS.map(({ rating, label }) => {
    const due = preview[rating as Grade].card.due
    const ms = due.getTime() - now.getTime()
    return { rating, label, due, short: formatInterval(ms), long: formatIntervalLong(ms) }
  })
}

const UNITS = [
  { ms: 365 * 86_400_000, short: "y", long: "year" },
  { ms: 30 * 86_400_000, short: "mo", long: "month" },
  { ms: 86_400_000, short: "d", long: "day" },
  { ms: 3_600_000, short: "h", long: "hour" },
  { ms: 60_000, short: "m", long: "minute" },
] as const

function split(ms: number): { value: number; unit: (typeof UNITS)[number] } {
  const unit = UNITS.find((u) => ms >= u.ms) ?? UNITS[UNITS.length - 1]!
  // Days and longer round to one decimal above 1 month (1.5mo); below that, whole units.
  const raw = ms / unit.ms
  const value = unit.ms >= UNITS[1].ms ? Math.round(raw * 10) / 10 : Math.max(1, Math.round(raw))
  return { value, unit }
}

/** A compact interval: 1m, 6m, 10m, 2h, 4d, 1.5mo, 1y. */
export function formatInterval(ms: number): string {
  const { value, unit } = split(ms)
  return `${value}${unit.short}`
}

/** The same interval in words, for screen readers: '10 minutes', '1 day'. */
export function formatIntervalLong(ms: number): string {
  const { value, unit } = split(ms)
  return `${value} ${unit.long}${value === 1 ? "" : "s"}`
}
