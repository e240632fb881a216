import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { LineReader } from "./line-reader"

describe("LineReader", () => {
  it("takes focus, moves by keyboard one line at a time without the runner's arrows firing, and closes on Escape", () => {
    const onClose = vi.fn()
    const runnerKeys = vi.fn()
    window.addEventListener("keydown", (e) => !e.defaultPrevented && runnerKeys(e.key))
    render(<LineReader onClose={onClose} />)
    const slider = screen.getByRole("slider", { name: "Line reader position" })
    expect(document.activeElement).toBe(slider)
    const top = () => parseFloat(slider.style.top)
    const start = top()
    fireEvent.keyDown(slider, { key: "ArrowDown" })
    expect(top()).toBeGreaterThan(start)
    fireEvent.keyDown(slider, { key: "ArrowUp" })
    expect(top()).toBe(start)
    fireEvent.keyDown(slider, { key: "Home" })
    expect(top()).toBe(0)
    expect(runnerKeys).not.toHaveBeenCalledWith("ArrowDown")
    fireEvent.keyDown(slider, { key: "Escape" })
    expect(onClose).toHaveBeenCalledOnce()
  })
})
