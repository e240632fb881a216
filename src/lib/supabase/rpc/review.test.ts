import * as v from "valibot"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { DataError } from "./errors"
import {
  cardPayload,
  getReviewQuestion,
  getReviewStats,
  isNotReviewableYet,
  listDueCards,
  listReviewQuestions,
  rateReviewCard,
  reviewCardSchema,
  reviewListItemSchema,
} from "./review"
import { getDueCount } from "./due-count"

// The client is stubbed here; supabase/tests/review-queue.test.ts covers the real functions end to end.
const rpc = vi.hoisted(() => vi.fn())
vi.mock("../client", () => ({ supabase: { rpc } }))

const reply = (data: unknown, error: unknown = null, status = error ? 400 : 200) => ({ data, error, status })

const card = {
  due: "2026-11-23T15:00:00+00:00",
  stability: 2.3,
  difficulty: 5.1,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 1,
  reps: 1,
  lapses: 0,
  state: 1,
  last_review: "2026-11-23T14:50:00+00:00",
  source: "test",
}
const item = {
  id: "q1",
  section: "math",
  topic: "Linear equations",
  difficulty: 4,
  band: "medium",
  excerpt: "Solve for x.",
  is_favorite: false,
  attempts: 2,
  correct: 1,
  due_at: null,
}

describe("result schemas", () => {
  it.each([
    ["a stored card", card, true],
    ["a new card (no last review)", { ...card, reps: 0, state: 0, last_review: null }, true],
    ["state 4", { ...card, state: 4 }, false],
    ["a stability sent as text", { ...card, stability: "2.3" }, false],
    ["no source", { ...card, source: undefined }, false],
    ["null", null, false],
  ])("a review card: %s", (_, value, ok) => expect(v.is(reviewCardSchema, value)).toBe(ok))

  it.each([
    ["a list item", item, true],
    ["a list item with a card due", { ...item, due_at: "2026-11-23T15:00:00+00:00" }, true],
    ["the 'reading_writing' section", { ...item, section: "reading_writing" }, false],
    ["an unknown band", { ...item, band: "extreme" }, false],
    ["no excerpt", { ...item, excerpt: undefined }, false],
  ])("a list item: %s", (_, value, ok) => expect(v.is(reviewListItemSchema, value)).toBe(ok))
})

describe("callers", () => {
  beforeEach(() => rpc.mockReset())

  it.each([
    [{ filter: "all" } as const, { p_filter: "all" }],
    [{ filter: "section", value: "reading" } as const, { p_filter: "section", p_value: "reading" }],
    [{ filter: "due" } as const, { p_filter: "due" }],
    [{ filter: "due", value: "Asia/Tokyo" } as const, { p_filter: "due", p_value: "Asia/Tokyo" }],
  ])("listReviewQuestions sends %j as %j", async (filter, args) => {
    rpc.mockResolvedValue(reply([item]))
    await expect(listReviewQuestions(filter)).resolves.toEqual([item])
    expect(rpc).toHaveBeenCalledWith("list_review_questions", args)
  })

  it("rejects a payload it does not recognise instead of rendering half of it", async () => {
    rpc.mockResolvedValue(reply([{ ...item, band: undefined }]))
    await expect(listReviewQuestions({ filter: "all" })).rejects.toThrow(
      "The list of review questions has an unexpected shape (at 0.band).",
    )
    rpc.mockResolvedValue(reply([{ question_id: "q1", card: { ...card, state: 9 } }]))
    await expect(listDueCards()).rejects.toThrow("The list of due cards has an unexpected shape")
    rpc.mockResolvedValue(reply("3"))
    await expect(getDueCount()).rejects.toThrow("get_due_count's answer has an unexpected shape.")
  })

  it("tells a question that opens later (PT403) from a missing one (PT404)", async () => {
    rpc.mockResolvedValue(
      reply(
        null,
        { code: "PT403", message: "This question opens for review after you submit the test it belongs to." },
        403,
      ),
    )
    const later = await getReviewQuestion("q1").catch((e: unknown) => e)
    expect(later).toBeInstanceOf(DataError)
    expect(isNotReviewableYet(later)).toBe(true)
    rpc.mockResolvedValue(reply(null, { code: "PT404", message: "Question not found." }, 404))
    const missing = await getReviewQuestion("q1").catch((e: unknown) => e)
    expect(isNotReviewableYet(missing)).toBe(false)
    expect((missing as DataError).status).toBe(404)
  })

  it("reads statistics whose counts arrive as numbers or numeric strings", async () => {
    rpc.mockResolvedValue(
      reply({
        total_questions: "172",
        attempted_questions: 3,
        reviewed_today: 1,
        average_accuracy: "40",
        favorites: 1,
        due_today: 2,
        by_difficulty: [
          { band: "easy", total_questions: 50, attempted_questions: 1, attempts: "2", correct: 1, accuracy: 50 },
        ],
        by_section: [
          {
            question_type: "math",
            total_questions: 80,
            attempted_questions: 2,
            attempts: 4,
            correct: 2,
            accuracy: null,
            favorites: 0,
          },
        ],
        weakest_topics: [{ topic: "Ratios", question_type: "math", attempts: "4", correct: "2", accuracy: "50" }],
      }),
    )
    const stats = await getReviewStats("America/New_York")
    expect(rpc).toHaveBeenCalledWith("get_review_stats", { p_time_zone: "America/New_York" })
    expect(stats).toMatchObject({ total_questions: 172, average_accuracy: 40, due_today: 2 })
    expect(stats.by_difficulty[0]).toEqual({
      band: "easy",
      total_questions: 50,
      attempted_questions: 1,
      attempts: 2,
      correct: 1,
      accuracy: 50,
    })
    expect(stats.by_section[0]!.accuracy).toBeNull()
    expect(stats.weakest_topics[0]).toEqual({
      topic: "Ratios",
      question_type: "math",
      attempts: 4,
      correct: 2,
      accuracy: 50,
    })
  })
})

describe("rating a card", () => {
  beforeEach(() => rpc.mockReset())

  it("sends exactly the ten Card fields, times as ISO strings", () => {
    const next = {
      due: new Date("2026-11-23T15:10:00Z"),
      stability: 2.3065,
      difficulty: 2.118,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 1,
      reps: 1,
      lapses: 0,
      state: 1,
      last_review: new Date("2026-11-23T15:00:00Z"),
      // Anything else a Card object carries stays home.
      extra: "ignored",
    }
    expect(cardPayload(next)).toEqual({
      due: "2026-11-23T15:10:00.000Z",
      stability: 2.3065,
      difficulty: 2.118,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 1,
      reps: 1,
      lapses: 0,
      state: 1,
      last_review: "2026-11-23T15:00:00.000Z",
    })
  })

  it("calls rate_review_card with the rating and the reps it started from", async () => {
    rpc.mockResolvedValue(reply({ applied: false, card }))
    const result = await rateReviewCard({
      questionId: "q1",
      rating: 3,
      next: { ...card, due: new Date("2026-11-23T15:10:00Z"), last_review: new Date("2026-11-23T15:00:00Z") },
      expectedReps: 0,
    })
    expect(result).toEqual({ applied: false, card })
    expect(rpc).toHaveBeenCalledWith("rate_review_card", {
      p_question_id: "q1",
      p_rating: 3,
      p_card: expect.objectContaining({ due: "2026-11-23T15:10:00.000Z", reps: 1 }),
      p_expected_reps: 0,
    })
    expect(Object.keys(rpc.mock.calls[0]![1].p_card)).toHaveLength(10)
  })
})
