import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { ModuleTimer } from "./module-timer"

describe("ModuleTimer", () => {
  it("hides and shows the clock until the last five minutes, then forces it back with a warning", async () => {
    const { rerender } = render(<ModuleTimer remaining={301} />)
    expect(screen.getByText("5:01")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Hide" }))
    expect(screen.queryByText("5:01")).not.toBeInTheDocument()
    expect(screen.getByRole("timer")).toHaveAccessibleName("Timer hidden")
    await userEvent.click(screen.getByRole("button", { name: "Show" }))
    expect(screen.getByText("5:01")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Hide" }))

    rerender(<ModuleTimer remaining={300} />)
    expect(screen.getByText("5:00")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /Hide|Show/ })).not.toBeInTheDocument()
    expect(screen.getByText("5 minutes or less left")).toBeInTheDocument()
    expect(screen.getByText("5 minutes left in this module.")).toBeInTheDocument()
  })
})
