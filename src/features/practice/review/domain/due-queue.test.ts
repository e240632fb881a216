import { describe, expect, it } from "vitest"
import { afterRating, nextUp, todaysQueue, type QueueItem } from "./due-queue"

const now = new Date("2026-11-23T15:00:00Z")
const item = (id: string, due: string, state = 2): QueueItem => ({ question_id: id, card: { due, state } })

describe("todaysQueue", () => {
  it("keeps today's cards, earliest first", () => {
    const q = todaysQueue(
      [item("b", "2026-11-23T18:00:00Z"), item("tomorrow", "2026-11-24T09:00:00Z"), item("a", "2026-11-20T09:00:00Z")],
      now,
      "UTC",
    )
    expect(q.map((i) => i.question_id)).toEqual(["a", "b"])
  })
})

describe("afterRating", () => {
  const queue = [item("a", "2026-11-23T14:00:00Z"), item("b", "2026-11-23T14:30:00Z")]
  it.each([
    { name: "a card due after today leaves", due: "2026-12-01T15:00:00Z", state: 2, ids: ["b"] },
    {
      name: "a learning step later today goes behind the others",
      due: "2026-11-23T15:10:00Z",
      state: 1,
      ids: ["b", "a"],
    },
    { name: "tomorrow in the student's zone leaves", due: "2026-11-24T00:00:00Z", state: 2, ids: ["b"] },
  ])("$name", ({ due, state, ids }) => {
    expect(afterRating(queue, item("a", due, state), now, "UTC").map((i) => i.question_id)).toEqual(ids)
  })
})

describe("nextUp", () => {
  it.each([
    { name: "empty: done", queue: [], kind: "done", id: undefined },
    {
      name: "a review card due later today is ready now",
      queue: [item("r", "2026-11-23T20:00:00Z", 2)],
      kind: "card",
      id: "r",
    },
    { name: "a new card is ready", queue: [item("n", "2026-11-23T20:00:00Z", 0)], kind: "card", id: "n" },
    {
      name: "a learning step waits for its time",
      queue: [item("l", "2026-11-23T15:10:00Z", 1)],
      kind: "waiting",
      id: "l",
    },
    {
      name: "a relearning step that is due is ready",
      queue: [item("l", "2026-11-23T14:59:00Z", 3)],
      kind: "card",
      id: "l",
    },
    {
      name: "a waiting step does not block a ready card behind it",
      queue: [item("l", "2026-11-23T15:10:00Z", 1), item("r", "2026-11-23T20:00:00Z", 2)],
      kind: "card",
      id: "r",
    },
  ])("$name", ({ queue, kind, id }) => {
    const next = nextUp(queue, now)
    expect(next.kind).toBe(kind)
    if (next.kind !== "done") expect(next.item.question_id).toBe(id)
  })

  it("says when a waiting step is due", () => {
    const next = nextUp([item("l", "2026-11-23T15:10:00Z", 1)], now)
    expect(next.kind === "waiting" && next.at.toISOString()).toBe("2026-11-23T15:10:00.000Z")
  })
})
