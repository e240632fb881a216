import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { SteadyText } from "./steady-text"

describe("SteadyText", () => {
  it("reserves the widest form's width in the same cell, hidden from screen readers, with tabular digits", () => {
    const { container } = render(<SteadyText text="Question 3 of 20" widest="Question 20 of 20" />)
    const root = container.querySelector("[data-steady-text]")!
    expect(root.className).toContain("tabular-nums")
    expect(root.className).toContain("inline-grid")
    const sizer = screen.getByText("Question 20 of 20")
    expect(sizer).toHaveAttribute("aria-hidden")
    expect(sizer.className).toContain("invisible")
    // Read once: the accessible text is the current position only.
    expect(screen.getByText("Question 3 of 20")).not.toHaveAttribute("aria-hidden")
  })
})
