import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { beforeEach, describe, expect, it } from "vitest"
import { ZoomControls } from "./runner-aids"

function Answer() {
  const [value, setValue] = useState("")
  return <input aria-label="Your answer" value={value} onChange={(e) => setValue(e.target.value)} />
}

describe("ZoomControls", () => {
  beforeEach(() => localStorage.clear())

  it("steps the app's font-size preference without remounting what the student typed", () => {
    render(
      <>
        <Answer />
        <ZoomControls />
      </>,
    )
    fireEvent.change(screen.getByLabelText("Your answer"), { target: { value: "7/2" } })
    fireEvent.click(screen.getByRole("button", { name: "Larger text" }))
    expect(localStorage.getItem("practice-font-size")).toBe("large")
    fireEvent.click(screen.getByRole("button", { name: "Larger text" }))
    fireEvent.click(screen.getByRole("button", { name: "Larger text" }))
    expect(localStorage.getItem("practice-font-size")).toBe("xx-large")
    expect(screen.getByRole("button", { name: "Larger text" })).toBeDisabled()
    expect(screen.getByLabelText("Your answer")).toHaveValue("7/2")
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole("button", { name: "Smaller text" }))
    expect(localStorage.getItem("practice-font-size")).toBe("small")
    expect(screen.getByRole("button", { name: "Smaller text" })).toBeDisabled()
    expect(screen.getByText("Text size Small")).toBeInTheDocument()
  })
})
