import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { renderWithClient } from "@/features/practice/session/testing/render-with-client"
import { fullSatState, fullSatTest } from "../testing/fixtures"
import { FullSatIntro } from "./full-sat-intro"

const rpc = vi.hoisted(() => ({ listActiveTests: vi.fn(), getFullSatState: vi.fn(), startFullSat: vi.fn() }))
vi.mock("@/lib/supabase/rpc/practice-tests", () => ({ listActiveTests: rpc.listActiveTests }))
vi.mock("@/lib/supabase/rpc/full-sat", () => ({ getFullSatState: rpc.getFullSatState, startFullSat: rpc.startFullSat }))
const toast = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock("sonner", () => ({ toast }))

beforeEach(() => {
  for (const f of [...Object.values(rpc), toast.error]) f.mockReset()
  rpc.listActiveTests.mockResolvedValue([fullSatTest(1), fullSatTest(2)])
  rpc.getFullSatState.mockResolvedValue(fullSatState(null))
  rpc.startFullSat.mockResolvedValue(fullSatState(["available", "locked", "locked", "locked"]))
})

const setup = (testId = "t1") =>
  renderWithClient(<FullSatIntro testId={testId} />, {
    path: `/practice/full-sat/${testId}`,
    route: "/practice/full-sat/:testId",
  })

describe("FullSatIntro", () => {
  it("shows the structure from the test's modules, the adaptive rule and the tools", async () => {
    setup()
    expect(await screen.findByRole("heading", { name: "Full SAT Practice Test 1", level: 1 })).toBeInTheDocument()
    const structure = within(screen.getByRole("region", { name: "Structure" })).getAllByRole("listitem")
    expect(structure.map((li) => li.textContent)).toEqual([
      "Section 1, Module 1: Reading and Writing27 questions · 32 min",
      "Section 1, Module 2: Reading and Writing27 questions · 32 min",
      "Break10 min",
      "Section 2, Module 1: Math22 questions · 35 min",
      "Section 2, Module 2: Math22 questions · 35 min",
    ])
    expect(screen.getByRole("region", { name: "Adaptive modules" })).toHaveTextContent("harder second module")
    expect(screen.getByRole("region", { name: "Tools, as in Bluebook" })).toHaveTextContent("calculator")
  })

  it("follows the minutes and counts stored for the modules", async () => {
    const test = fullSatTest(1)
    rpc.listActiveTests.mockResolvedValue([
      { ...test, modules: test.modules!.map((m) => ({ ...m, time_limit_minutes: 20, question_count: 10 })) },
    ])
    setup()
    expect(await screen.findAllByText("10 questions · 20 min")).toHaveLength(4)
  })

  it("starts a fresh attempt and opens the runner", async () => {
    setup()
    await userEvent.click(await screen.findByRole("button", { name: "Start" }))
    expect(rpc.startFullSat).toHaveBeenCalledWith("t1")
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/practice/full-sat/t1/run"))
    expect(screen.queryByRole("button", { name: "Resume" })).not.toBeInTheDocument()
  })

  it("offers Resume and Start over for an active attempt, and says where it stands", async () => {
    rpc.getFullSatState.mockResolvedValue(fullSatState(["completed", "in_progress", "locked", "locked"]))
    setup()
    expect(await screen.findByText("You are in Section 1, Module 2: Reading and Writing.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Start" })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Resume" }))
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/practice/full-sat/t1/run"))
    expect(rpc.startFullSat).not.toHaveBeenCalled()
  })

  it("says when the attempt is on the break", async () => {
    rpc.getFullSatState.mockResolvedValue(fullSatState(["completed", "completed", "available", "locked"]))
    setup()
    expect(await screen.findByText("You are on the break between the two sections.")).toBeInTheDocument()
  })

  it("asks before Start over, and Keep my attempt changes nothing", async () => {
    rpc.getFullSatState.mockResolvedValue(fullSatState(["in_progress", "locked", "locked", "locked"]))
    setup()
    await userEvent.click(await screen.findByRole("button", { name: "Start over" }))
    const dialog = screen.getByRole("alertdialog")
    expect(dialog).toHaveTextContent("This cancels your current attempt")
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep my attempt" }))
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument()
    expect(rpc.startFullSat).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole("button", { name: "Start over" }))
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Start over" }))
    expect(rpc.startFullSat).toHaveBeenCalledWith("t1")
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/practice/full-sat/t1/run"))
  })

  it("shows the server's message when the start fails", async () => {
    rpc.startFullSat.mockRejectedValue(new Error("Full SAT test not found."))
    setup()
    await userEvent.click(await screen.findByRole("button", { name: "Start" }))
    await waitFor(() => expect(toast.error).toHaveBeenCalled())
    expect(JSON.stringify(toast.error.mock.calls)).toContain("Full SAT test not found.")
    expect(screen.getByTestId("location")).toHaveTextContent("/practice/full-sat/t1")
  })

  it("says when the test does not exist", async () => {
    setup("nope")
    expect(await screen.findByRole("alert")).toHaveTextContent("This test is not available right now.")
  })
})
