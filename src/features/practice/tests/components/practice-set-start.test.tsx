import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { renderWithClient, sessionRow } from "@/features/practice/session/testing/render-with-client"
import { DataError } from "@/lib/supabase/rpc/errors"
import { PracticeSetStart } from "./practice-set-start"

const rpc = vi.hoisted(() => ({
  listActiveTests: vi.fn(),
  listTestSessions: vi.fn(),
  getReviewStats: vi.fn(),
  startPracticeSet: vi.fn(),
}))
vi.mock("@/lib/supabase/rpc/practice-tests", () => ({ listActiveTests: rpc.listActiveTests }))
vi.mock("@/lib/supabase/rpc/sessions", () => ({ listTestSessions: rpc.listTestSessions }))
vi.mock("@/lib/supabase/rpc/review", () => ({
  getReviewStats: rpc.getReviewStats,
  startPracticeSet: rpc.startPracticeSet,
}))

const sets = [
  {
    id: "t-weak",
    slug: "weak-areas-practice",
    title: "Weak Areas Practice",
    description: "Questions from the topics you miss most.",
    test_type: "custom",
    time_limit_minutes: 35,
    question_count: 20,
  },
  {
    id: "t-fav",
    slug: "favorites-practice",
    title: "Favorites Practice",
    description: "The questions you starred while reviewing.",
    test_type: "custom",
    time_limit_minutes: 35,
    question_count: 20,
  },
]
const stats = (favorites: number, attempts: number, correct: number) => ({
  favorites,
  by_section: [{ question_type: "math", attempts, correct }],
})

beforeEach(() => {
  for (const f of Object.values(rpc)) f.mockReset()
  rpc.listActiveTests.mockResolvedValue(sets)
  rpc.listTestSessions.mockResolvedValue([])
  rpc.getReviewStats.mockResolvedValue(stats(2, 10, 6))
})

const setup = (kind: "weak" | "favorites") =>
  renderWithClient(<PracticeSetStart kind={kind} userId="u1" />, {
    path: `/practice/test/${kind}`,
    route: `/practice/test/${kind}`,
  })

describe("PracticeSetStart", () => {
  it.each([
    { kind: "weak", title: "Weak Areas Practice", description: "Questions from the topics you miss most." },
    { kind: "favorites", title: "Favorites Practice", description: "The questions you starred while reviewing." },
  ] as const)("shows loading, then $title with its count and timing", async ({ kind, title, description }) => {
    setup(kind)
    expect(screen.getByRole("status")).toHaveTextContent("Loading")
    expect(await screen.findByRole("heading", { name: title, level: 1 })).toBeInTheDocument()
    expect(await screen.findByText(description)).toBeInTheDocument()
    expect(screen.getByText("Up to 20")).toBeInTheDocument()
    expect(screen.getByRole("radio", { name: /Unlimited time/ })).toBeChecked()
    expect(screen.getByRole("radio", { name: /Timed: 35 minutes/ })).not.toBeChecked()
  })

  it("starts an untimed set by default and opens it in the runner", async () => {
    rpc.startPracticeSet.mockResolvedValue(sessionRow({ id: "set-1", practice_test_id: "t-weak" }))
    setup("weak")
    await userEvent.click(await screen.findByRole("button", { name: "Start Practice" }))
    expect(rpc.startPracticeSet).toHaveBeenCalledWith("weak", 20, false)
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/practice/test/weak/session/set-1"))
  })

  it("starts a timed set when asked", async () => {
    rpc.startPracticeSet.mockResolvedValue(sessionRow({ id: "set-2", practice_test_id: "t-fav" }))
    setup("favorites")
    await userEvent.click(await screen.findByRole("radio", { name: /Timed: 35 minutes/ }))
    await userEvent.click(screen.getByRole("button", { name: "Start Practice" }))
    expect(rpc.startPracticeSet).toHaveBeenCalledWith("favorites", 20, true)
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/practice/test/favorites/session/set-2"),
    )
  })

  it.each([
    { kind: "favorites", figures: stats(0, 10, 2), message: /no favourite questions yet/, link: "Review questions" },
    { kind: "weak", figures: stats(3, 0, 0), message: /No weak areas found yet/, link: "See your weak areas" },
    { kind: "weak", figures: stats(3, 8, 8), message: /No weak areas found yet/, link: "See your weak areas" },
  ] as const)(
    "says there is nothing to practise ($kind) instead of a Start button",
    async ({ kind, figures, message, link }) => {
      rpc.getReviewStats.mockResolvedValue(figures)
      setup(kind)
      expect(await screen.findByRole("heading", { name: "Nothing to practise yet" })).toBeInTheDocument()
      expect(screen.getByText(message)).toBeInTheDocument()
      expect(screen.getByRole("link", { name: link })).toBeInTheDocument()
      expect(screen.queryByRole("button", { name: "Start Practice" })).not.toBeInTheDocument()
    },
  )

  it("shows the server's reason when it finds the set empty after all", async () => {
    rpc.startPracticeSet.mockRejectedValue(
      new DataError(
        "Your favourite questions are all in tests you have not submitted yet: submit those tests first.",
        "PT404",
        404,
      ),
    )
    setup("favorites")
    await userEvent.click(await screen.findByRole("button", { name: "Start Practice" }))
    expect(await screen.findByRole("heading", { name: "Nothing to practise yet" })).toBeInTheDocument()
    expect(screen.getByText(/all in tests you have not submitted yet/)).toBeInTheDocument()
  })

  it("keeps the Start button with a clear message on any other failure", async () => {
    rpc.startPracticeSet.mockRejectedValue(new DataError("boom", "XX000", 500))
    setup("weak")
    await userEvent.click(await screen.findByRole("button", { name: "Start Practice" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load questions. Please try again.")
    expect(screen.getByRole("button", { name: "Start Practice" })).toBeEnabled()
  })

  it("offers to resume an active set", async () => {
    rpc.listTestSessions.mockResolvedValue([
      sessionRow({ id: "open", practice_test_id: "t-weak", current_question: 4 }),
    ])
    setup("weak")
    await userEvent.click(await screen.findByRole("button", { name: "Resume Test (Question 4)" }))
    expect(rpc.startPracticeSet).not.toHaveBeenCalled()
    expect(screen.getByTestId("location")).toHaveTextContent("/practice/test/weak/session/open")
  })

  describe("one topic (?topic=, the Weak Areas page's Practice links)", () => {
    const setupTopic = (kind: "weak" | "favorites", topic: string) =>
      renderWithClient(<PracticeSetStart kind={kind} userId="u1" />, {
        path: `/practice/test/${kind}?${new URLSearchParams({ topic })}`,
        route: `/practice/test/${kind}`,
      })

    it("names the topic and starts a set of it", async () => {
      rpc.startPracticeSet.mockResolvedValue(sessionRow({ id: "set-3", practice_test_id: "t-weak" }))
      setupTopic("weak", " Linear equations ")
      expect(
        await screen.findByRole("heading", { name: "Weak Areas Practice: Linear equations", level: 1 }),
      ).toBeInTheDocument()
      expect(await screen.findByText(/Only Linear equations questions/)).toBeInTheDocument()
      expect(screen.queryByText("Questions from the topics you miss most.")).not.toBeInTheDocument()
      await userEvent.click(screen.getByRole("button", { name: "Start Practice" }))
      expect(rpc.startPracticeSet).toHaveBeenCalledWith("weak", 20, false, "Linear equations")
      await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/practice/test/weak/session/set-3"))
    })

    it("offers every weak area instead, without the topic", async () => {
      rpc.startPracticeSet.mockResolvedValue(sessionRow({ id: "set-4", practice_test_id: "t-weak" }))
      setupTopic("weak", "Linear equations")
      await userEvent.click(await screen.findByRole("link", { name: "Practice all weak areas instead" }))
      expect(await screen.findByRole("heading", { name: "Weak Areas Practice", level: 1 })).toBeInTheDocument()
      await userEvent.click(await screen.findByRole("button", { name: "Start Practice" }))
      expect(rpc.startPracticeSet).toHaveBeenCalledWith("weak", 20, false)
    })

    it("says that an unfinished set is resumed instead of a set of the topic", async () => {
      rpc.listTestSessions.mockResolvedValue([
        sessionRow({ id: "open", practice_test_id: "t-weak", current_question: 2 }),
      ])
      setupTopic("weak", "Linear equations")
      expect(await screen.findByText(/This is your unfinished weak-areas set/)).toHaveTextContent(
        "a Linear equations set starts once it is submitted",
      )
      await userEvent.click(screen.getByRole("button", { name: "Resume Test (Question 2)" }))
      expect(rpc.startPracticeSet).not.toHaveBeenCalled()
      expect(screen.getByTestId("location")).toHaveTextContent("/practice/test/weak/session/open")
    })

    it("shows the server's reason when the topic has nothing to practise", async () => {
      const reason = "Nothing to practise in Linear equations yet: you have not missed any of its questions."
      rpc.startPracticeSet.mockRejectedValue(new DataError(reason, "PT404", 404))
      setupTopic("weak", "Linear equations")
      await userEvent.click(await screen.findByRole("button", { name: "Start Practice" }))
      expect(await screen.findByRole("heading", { name: "Nothing to practise yet" })).toBeInTheDocument()
      expect(screen.getByText(reason)).toBeInTheDocument()
      expect(screen.getByRole("link", { name: "See your weak areas" })).toBeInTheDocument()
    })

    it("shows the server's words for an unknown topic and keeps the Start button", async () => {
      rpc.startPracticeSet.mockRejectedValue(new DataError("Unknown topic: Nope", "22023", 400))
      setupTopic("weak", "Nope")
      await userEvent.click(await screen.findByRole("button", { name: "Start Practice" }))
      expect(await screen.findByRole("alert")).toHaveTextContent("Unknown topic: Nope")
      expect(screen.getByRole("button", { name: "Start Practice" })).toBeEnabled()
    })

    it("ignores a topic on a favourites set", async () => {
      rpc.startPracticeSet.mockResolvedValue(sessionRow({ id: "set-5", practice_test_id: "t-fav" }))
      setupTopic("favorites", "Linear equations")
      expect(await screen.findByRole("heading", { name: "Favorites Practice", level: 1 })).toBeInTheDocument()
      await userEvent.click(await screen.findByRole("button", { name: "Start Practice" }))
      expect(rpc.startPracticeSet).toHaveBeenCalledWith("favorites", 20, false)
    })
  })

  it("says when the set is not available", async () => {
    rpc.listActiveTests.mockResolvedValue([])
    setup("weak")
    expect(await screen.findByRole("alert")).toHaveTextContent("This practice set is not available right now.")
  })
})
