import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { SubmitModuleDialog } from "./submit-module-dialog"

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <SubmitModuleDialog open={open} onOpenChange={setOpen} unanswered={3} onSubmit={onSubmit} />
    </>
  )
}

describe("SubmitModuleDialog", () => {
  it("says the spec's words exactly", () => {
    render(<Harness onSubmit={() => undefined} />)
    const dialog = screen.getByRole("alertdialog")
    expect(dialog).toHaveAccessibleDescription(
      "You have 3 unanswered questions. The SAT does not penalize you for wrong answers, so it's better to guess than leave questions blank. Would you like to submit the module with unanswered questions marked as incorrect?",
    )
    expect(screen.getByRole("button", { name: "Continue Testing" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Submit Module" })).toBeInTheDocument()
  })

  it("Continue Testing closes without submitting", async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole("button", { name: "Continue Testing" }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText("closed")).toBeInTheDocument()
  })

  it("Submit Module submits", async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole("button", { name: "Submit Module" }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })
})
