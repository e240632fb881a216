import { screen } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { renderAt } from "../testing/render"
import { DueCountBadge } from "./due-count-badge"
import { DueTodayCard } from "./due-today-card"

const due = vi.hoisted(() => ({ getDueCount: vi.fn() }))
vi.mock("@/lib/supabase/rpc/due-count", () => due)

beforeEach(() => {
  due.getDueCount.mockReset()
})

function SidebarLink() {
  return (
    <a href="/practice/review/due">
      Due today
      <DueCountBadge userId="u1" />
    </a>
  )
}

describe("DueCountBadge", () => {
  // (Chrome puts a space before the screen-reader text; jsdom's name computation does not.)
  it("adds the count to the link's name: visually a number, to a screen reader '(3 due)'", async () => {
    due.getDueCount.mockResolvedValue(3)
    renderAt(<SidebarLink />, { url: "/" })
    expect(await screen.findByRole("link", { name: /^Due today ?\(3 due\)$/ })).toBeInTheDocument()
    expect(screen.getByText("3")).toHaveAttribute("aria-hidden", "true")
  })

  it.each([
    { name: "zero", setup: () => due.getDueCount.mockResolvedValue(0) },
    { name: "an error", setup: () => due.getDueCount.mockImplementation(() => Promise.reject(new Error("offline"))) },
  ])("shows nothing on $name", async ({ setup }) => {
    setup()
    renderAt(<SidebarLink />, { url: "/" })
    await vi.waitFor(() => expect(due.getDueCount).toHaveBeenCalled())
    expect(screen.getByRole("link")).toHaveAccessibleName("Due today")
  })

  it("caps the number at 99+", async () => {
    due.getDueCount.mockResolvedValue(140)
    renderAt(<SidebarLink />, { url: "/" })
    expect(await screen.findByText("99+")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /^Due today ?\(140 due\)$/ })).toBeInTheDocument()
  })
})

describe("DueTodayCard", () => {
  it("shows the count and the way into the queue", async () => {
    due.getDueCount.mockResolvedValue(2)
    renderAt(<DueTodayCard userId="u1" />, { url: "/practice" })
    expect(await screen.findByRole("heading", { name: "Due today 2" })).toBeInTheDocument()
    expect(screen.getByText("2 questions you missed are ready for another try.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Review due questions" })).toHaveAttribute("href", "/practice/review/due")
  })

  it("says it in the singular for one", async () => {
    due.getDueCount.mockResolvedValue(1)
    renderAt(<DueTodayCard userId="u1" />, { url: "/practice" })
    expect(await screen.findByText("1 question you missed is ready for another try.")).toBeInTheDocument()
  })

  it("is hidden when nothing is due", async () => {
    due.getDueCount.mockResolvedValue(0)
    const { container } = renderAt(<DueTodayCard userId="u1" />, { url: "/practice" })
    await vi.waitFor(() => expect(due.getDueCount).toHaveBeenCalled())
    expect(container.querySelector("section")).toBeNull()
  })
})
