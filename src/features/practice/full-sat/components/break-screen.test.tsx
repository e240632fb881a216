import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { BreakScreen } from "./break-screen"

describe("BreakScreen", () => {
  it("counts down and always offers to skip", async () => {
    const onContinue = vi.fn()
    render(<BreakScreen remainingSeconds={125} onContinue={onContinue} />)
    expect(screen.getByText("2:05")).toBeInTheDocument()
    expect(screen.queryByText(/break is over/)).toBeNull()
    await userEvent.click(screen.getByRole("button", { name: "Skip Break" }))
    expect(onContinue).toHaveBeenCalledOnce()
  })

  it("at zero says the break is over and shows a continue button", async () => {
    const onContinue = vi.fn()
    render(<BreakScreen remainingSeconds={0} onContinue={onContinue} />)
    expect(screen.getByText("0:00")).toBeInTheDocument()
    expect(screen.getByText("Your break is over. Resume testing when you are ready.")).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("The break is over.")
    await userEvent.click(screen.getByRole("button", { name: "Resume Testing" }))
    expect(onContinue).toHaveBeenCalledOnce()
  })

  it("announces whole minutes only", () => {
    const { rerender } = render(<BreakScreen remainingSeconds={540} onContinue={() => undefined} />)
    expect(screen.getByRole("status")).toHaveTextContent("9 minutes left in the break.")
    rerender(<BreakScreen remainingSeconds={539} onContinue={() => undefined} />)
    expect(screen.getByRole("status")).toHaveTextContent("")
  })

  it("disables its buttons while busy", () => {
    render(<BreakScreen remainingSeconds={30} onContinue={() => undefined} busy />)
    expect(screen.getByRole("button", { name: "Skip Break" })).toBeDisabled()
  })
})
