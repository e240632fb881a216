import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { renderWithClient } from "@/features/practice/session/testing/render-with-client"
import { TestPicker } from "./test-picker"

const listActiveTests = vi.hoisted(() => vi.fn())
vi.mock("@/lib/supabase/rpc/practice-tests", () => ({ listActiveTests }))

const test = (test_type: string, title: string) => ({
  id: `t-${test_type}`,
  slug: test_type,
  title,
  description: `About ${title}`,
  test_type,
  time_limit_minutes: test_type === "full_sat" ? 134 : 35,
  question_count: test_type === "full_sat" ? 98 : 20,
})

beforeEach(() => {
  listActiveTests.mockReset()
})

describe("TestPicker", () => {
  it("shows loading", () => {
    listActiveTests.mockReturnValue(new Promise(() => {}))
    renderWithClient(<TestPicker />)
    expect(screen.getByRole("status")).toHaveTextContent("Loading tests")
  })

  it("offers a retry when the catalogue fails to load", async () => {
    listActiveTests.mockRejectedValueOnce(new Error("offline")).mockResolvedValue([test("math", "Math Section")])
    renderWithClient(<TestPicker />)
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("link", { name: "Open Math Section" })).toBeInTheDocument()
  })

  it("says when there is nothing to take", async () => {
    listActiveTests.mockResolvedValue([test("custom", "Weak Areas Practice")])
    renderWithClient(<TestPicker />)
    expect(await screen.findByText(/No practice tests are available yet/)).toBeInTheDocument()
  })

  it("shows what the table holds: full SAT cards and the sections in order", async () => {
    listActiveTests.mockResolvedValue([
      test("writing", "Writing & Language Section"),
      test("full_sat", "Full SAT Practice Test 1"),
      test("math", "Math Section"),
      test("reading", "Reading Section"),
      test("custom", "Favorites Practice"),
    ])
    renderWithClient(<TestPicker />)
    expect(await screen.findByRole("heading", { name: "Full SAT Practice Test 1" })).toBeInTheDocument()
    expect(screen.getByText("98 questions")).toBeInTheDocument()
    expect(screen.getByText("2h 14m")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Open full SAT: Full SAT Practice Test 1" })).toHaveAttribute(
      "href",
      "/practice/full-sat/t-full_sat",
    )
    const links = screen.getAllByRole("link", { name: /^Open .* Section$/ })
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/practice/test/math",
      "/practice/test/reading",
      "/practice/test/writing",
    ])
    expect(screen.queryByText("Favorites Practice")).not.toBeInTheDocument()
  })

  it("opens each full SAT's own page, not the list", async () => {
    listActiveTests.mockResolvedValue([
      { ...test("full_sat", "Full SAT Practice Test 1"), id: "sat-1" },
      { ...test("full_sat", "Full SAT Practice Test 2"), id: "sat-2" },
    ])
    renderWithClient(<TestPicker />)
    const links = await screen.findAllByRole("link", { name: /^Open full SAT/ })
    expect(links.map((l) => [l.getAttribute("aria-label"), l.getAttribute("href")])).toEqual([
      ["Open full SAT: Full SAT Practice Test 1", "/practice/full-sat/sat-1"],
      ["Open full SAT: Full SAT Practice Test 2", "/practice/full-sat/sat-2"],
    ])
  })
})
