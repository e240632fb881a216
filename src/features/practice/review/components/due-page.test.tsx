import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { DueCard, ReviewCard } from "../api/due-cards"
import { DataError } from "@/lib/supabase/rpc/errors"
import { reviewQuestion } from "../testing/fixtures"
import { renderAt } from "../testing/render"
import { DuePage } from "./due-page"

const due = vi.hoisted(() => ({ listDueCards: vi.fn(), getDueCount: vi.fn(), rateReviewCard: vi.fn() }))
const reviewApi = vi.hoisted(() => ({
  getReviewQuestion: vi.fn(),
  checkReviewAnswer: vi.fn(),
  toggleFavorite: vi.fn(),
}))
vi.mock("@/lib/supabase/rpc/due-count", () => ({ getDueCount: due.getDueCount }))
vi.mock("@/lib/supabase/rpc/review", () => ({
  ...due,
  ...reviewApi,
  isNotReviewableYet: (e: { code?: string }) => e.code === "PT403",
}))
vi.mock("sonner", () => ({ toast: { error: vi.fn() } }))

const newCard = (over: Partial<ReviewCard> = {}): ReviewCard => ({
  due: new Date(Date.now() - 60_000).toISOString(),
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  last_review: null,
  source: "test",
  ...over,
})
const dueCard = (id: string, over: Partial<DueCard> = {}): DueCard => ({
  question_id: id,
  section: "math",
  topic: `Topic ${id}`,
  difficulty: 4,
  band: "medium",
  excerpt: `Excerpt of ${id}`,
  card: newCard(),
  ...over,
})
const verdict = (id: string, correct: boolean) => ({
  question_id: id,
  user_answer: "A",
  is_correct: correct,
  correct_answer: "B",
  accepted_answers: null,
  explanation: "<p>Because B.</p>",
})

const open = () => renderAt(<DuePage userId="u1" timeZone="UTC" />, { url: "/practice/review/due" })

/** The server stores what the client computed (as rate_review_card does when reps match). */
function storeAsSent() {
  due.rateReviewCard.mockImplementation(async ({ next }: { next: ReviewCard }) => ({
    applied: true,
    card: { ...next, source: "test" },
  }))
}

async function answer(letter = "A") {
  const option = await screen.findByRole("radio", { name: new RegExp(`Option ${letter}`) })
  await userEvent.click(option)
  return screen.findByRole("heading", { name: "How well did you know it?" })
}

beforeEach(() => {
  // Only Date is fixed (15:00 UTC, far from midnight): timers run, so the UI does too.
  vi.useFakeTimers({ now: new Date("2026-11-23T15:00:00Z"), toFake: ["Date"] })
  for (const f of [...Object.values(due), ...Object.values(reviewApi)]) f.mockReset()
  reviewApi.getReviewQuestion.mockImplementation(async (id: string) =>
    reviewQuestion({ id, text: `<p>Text ${id}</p>` }),
  )
  reviewApi.checkReviewAnswer.mockImplementation(async (id: string) => verdict(id, false))
  due.getDueCount.mockResolvedValue(0)
  storeAsSent()
})
afterEach(() => vi.useRealTimers())

describe("DuePage states", () => {
  it("shows a loading state", () => {
    due.listDueCards.mockReturnValue(new Promise(() => {}))
    open()
    expect(screen.getByRole("status")).toHaveTextContent("Loading today's cards…")
  })

  it("says so when the list cannot load, and retries", async () => {
    due.listDueCards.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce([])
    open()
    await userEvent.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("heading", { name: "Nothing due today" })).toBeInTheDocument()
    expect(due.listDueCards).toHaveBeenCalledWith("UTC")
  })

  it("is empty with links back into review when nothing is due", async () => {
    due.listDueCards.mockResolvedValue([])
    open()
    expect(await screen.findByRole("heading", { name: "Nothing due today" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Review questions" })).toHaveAttribute("href", "/practice/review")
    expect(screen.getByRole("link", { name: "Weak areas" })).toHaveAttribute("href", "/practice/review/weak")
  })

  it("lists today's cards with their topic and excerpt, and the count", async () => {
    due.listDueCards.mockResolvedValue([dueCard("q1"), dueCard("q2")])
    open()
    expect(await screen.findByText("2 cards due today")).toBeInTheDocument()
    const list = screen.getByRole("list")
    expect(within(list).getAllByRole("listitem")).toHaveLength(2)
    expect(within(list).getByText("Excerpt of q2")).toBeInTheDocument()
    expect(within(list).getByText("Topic q1")).toBeInTheDocument()
    expect(within(list).getAllByRole("listitem")[0]).toHaveAttribute("aria-current", "step")
  })
})

describe("DuePage session", () => {
  it("asks for an answer first, then offers the four ratings with ts-fsrs's intervals", async () => {
    due.listDueCards.mockResolvedValue([dueCard("q1")])
    open()
    expect(await screen.findByText("Answer the question, then rate how well you knew it.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /^Good/ })).not.toBeInTheDocument()
    await answer()
    expect(reviewApi.checkReviewAnswer).toHaveBeenCalledWith("q1", "A")
    expect(await screen.findByText("✗ Incorrect")).toBeInTheDocument()
    for (const { name, label } of [
      { name: "Again: next review in 1 minute", label: "1m" },
      { name: "Hard: next review in 6 minutes", label: "6m" },
      { name: "Good: next review in 10 minutes", label: "10m" },
      { name: "Easy: next review in 8 days", label: "8d" },
    ])
      expect(screen.getByRole("button", { name })).toHaveTextContent(label)
  })

  it("rates with the card ts-fsrs computed; a card due after today leaves the list and the count drops", async () => {
    due.listDueCards.mockResolvedValue([dueCard("q1"), dueCard("q2")])
    open()
    await answer()
    // The next question was fetched ahead.
    await waitFor(() => expect(reviewApi.getReviewQuestion).toHaveBeenCalledWith("q2"))
    await userEvent.click(screen.getByRole("button", { name: /^Easy/ }))
    await waitFor(() => expect(screen.getByText("1 card due today")).toBeInTheDocument())
    const sent = due.rateReviewCard.mock.calls[0]![0]
    expect(sent).toMatchObject({ questionId: "q1", rating: 4, expectedReps: 0 })
    expect(sent.next).toMatchObject({ state: 2, reps: 1, scheduled_days: 8 })
    expect(within(screen.getByRole("list")).queryByText("Excerpt of q1")).not.toBeInTheDocument()
    // The next card is up, and focus moved to it.
    const next = await screen.findByText("Text q2")
    await waitFor(() => expect(document.activeElement).toHaveAttribute("tabindex", "-1"))
    expect(document.activeElement).toContainElement(next)
  })

  it("rates with keys 1-4 once the answer is checked", async () => {
    due.listDueCards.mockResolvedValue([dueCard("q1")])
    open()
    await answer()
    fireEvent.keyDown(window, { key: "4" })
    expect(await screen.findByRole("heading", { name: "All done for today" })).toBeInTheDocument()
    expect(due.rateReviewCard).toHaveBeenCalledTimes(1)
    expect(due.rateReviewCard.mock.calls[0]![0].rating).toBe(4)
    // What this session learnt: when the next card is due.
    expect(screen.getByText(/Your next card is due on/)).toBeInTheDocument()
    expect(screen.getByText("No cards left today")).toBeInTheDocument()
  })

  it("keys do nothing before the answer is checked", async () => {
    due.listDueCards.mockResolvedValue([dueCard("q1")])
    open()
    await screen.findByText("Text q1")
    fireEvent.keyDown(window, { key: "3" })
    expect(due.rateReviewCard).not.toHaveBeenCalled()
  })

  it("keeps a learning step for later today: 'Good' on a new card waits 10 minutes, with a way to go on early", async () => {
    due.listDueCards.mockResolvedValue([dueCard("q1")])
    open()
    await answer()
    await userEvent.click(screen.getByRole("button", { name: /^Good/ }))
    expect(await screen.findByRole("heading", { name: /^Next card at/ })).toBeInTheDocument()
    expect(screen.getByText("1 card due today")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Review it now" }))
    // The same question again, as a learning card (reps 1): a fresh answer first.
    expect(await screen.findByText("Answer the question, then rate how well you knew it.")).toBeInTheDocument()
    await answer()
    await userEvent.click(screen.getByRole("button", { name: /^Good/ }))
    await waitFor(() => expect(due.rateReviewCard).toHaveBeenCalledTimes(2))
    expect(due.rateReviewCard.mock.calls[1]![0]).toMatchObject({ expectedReps: 1, rating: 3 })
    expect(await screen.findByRole("heading", { name: "All done for today" })).toBeInTheDocument()
  })

  it("keeps the card and says so when the rating is not saved", async () => {
    due.rateReviewCard.mockRejectedValue(new Error("network"))
    due.listDueCards.mockResolvedValue([dueCard("q1")])
    open()
    await answer()
    await userEvent.click(screen.getByRole("button", { name: /^Easy/ }))
    expect(await screen.findByText("Your rating was not saved. Please try again.")).toBeInTheDocument()
    expect(screen.getByText("1 card due today")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: /^Easy/ })).toBeEnabled()
  })

  it("takes the stored card when the server had moved on (another tab rated it)", async () => {
    const later = newCard({ due: "2099-01-01T00:00:00.000Z", state: 2, reps: 3 })
    due.rateReviewCard.mockResolvedValue({ applied: false, card: later })
    due.listDueCards.mockResolvedValue([dueCard("q1")])
    open()
    await answer()
    await userEvent.click(screen.getByRole("button", { name: /^Again/ }))
    // Again would keep it today; the stored card is due in 2099, so it leaves.
    expect(await screen.findByRole("heading", { name: "All done for today" })).toBeInTheDocument()
  })

  it("lets the student skip a question that cannot be reviewed now", async () => {
    reviewApi.getReviewQuestion.mockRejectedValueOnce(new DataError("Not yet", "PT403", 403))
    due.listDueCards.mockResolvedValue([dueCard("q1"), dueCard("q2")])
    open()
    await userEvent.click(await screen.findByRole("button", { name: "Skip it for now" }))
    expect(await screen.findByText("Text q2")).toBeInTheDocument()
    expect(screen.getByText("1 card due today")).toBeInTheDocument()
  })

  it("refreshes the badge count after a rating", async () => {
    due.listDueCards.mockResolvedValue([dueCard("q1")])
    const { client } = open()
    client.setQueryData(["practice", "review", "u1", "due", "count", "UTC"], 1)
    await answer()
    await act(async () => fireEvent.keyDown(window, { key: "4" }))
    await waitFor(() =>
      expect(client.getQueryState(["practice", "review", "u1", "due", "count", "UTC"])?.isInvalidated).toBe(true),
    )
  })
})
