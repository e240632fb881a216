import { isDueToday } from "./due-day"

/**
 * Today's review session as a queue. Pure: time and zone are arguments.
 * Review cards are scheduled by day, so one due at 18:00 may be done in the
 * morning; learning cards (state 1 or 3) are minutes apart and wait for
 * their time, unless the student chooses to go on early.
 */
export type QueueCard = { due: string; state: number }
export type QueueItem = { question_id: string; card: QueueCard }

const byDue = <T extends QueueItem>(a: T, b: T) => Date.parse(a.card.due) - Date.parse(b.card.due)

/** Today's cards, earliest first (the server's list may hold any order). */
export function todaysQueue<T extends QueueItem>(items: readonly T[], now: Date, timeZone: string): T[] {
  return items.filter((i) => isDueToday(i.card.due, now, timeZone)).sort(byDue)
}

/** The queue after a rating: the card takes its new schedule, and leaves when it is no longer due today. */
export function afterRating<T extends QueueItem>(items: readonly T[], rated: T, now: Date, timeZone: string): T[] {
  const rest = items.filter((i) => i.question_id !== rated.question_id)
  return isDueToday(rated.card.due, now, timeZone) ? [...rest, rated].sort(byDue) : rest
}

function isReady(item: QueueItem, now: Date): boolean {
  const intraday = item.card.state === 1 || item.card.state === 3
  return !intraday || Date.parse(item.card.due) <= now.getTime()
}

export type NextUp<T> = { kind: "card"; item: T } | { kind: "waiting"; item: T; at: Date } | { kind: "done" }

/** What the session shows next: a ready card, the wait for a learning step, or the end of today. */
export function nextUp<T extends QueueItem>(queue: readonly T[], now: Date): NextUp<T> {
  const ready = queue.find((i) => isReady(i, now))
  if (ready) return { kind: "card", item: ready }
  const first = queue[0]
  return first ? { kind: "waiting", item: first, at: new Date(first.card.due) } : { kind: "done" }
}
