import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { FullSatProgressBar } from "./progress-bar"

const modules = [32, 32, 35, 35].map((m, i) => ({ module_order: i + 1, time_limit_minutes: m }))

describe("FullSatProgressBar", () => {
  it("draws a marker at each inner boundary, weighted by minutes", () => {
    const { container } = render(<FullSatProgressBar modules={modules} at={{ kind: "intro" }} />)
    const markers = Array.from(container.querySelectorAll("[data-marker]")).map((m) => m.getAttribute("data-marker"))
    expect(markers).toEqual(["22.2", "44.4", "51.4", "75.7"])
  })

  it("reports the overall position", () => {
    render(<FullSatProgressBar modules={modules} at={{ kind: "break", remainingSeconds: 300 }} />)
    // 64 minutes of modules + 5 of the break, of 144.
    expect(screen.getByRole("progressbar", { name: "Full SAT progress" })).toHaveAttribute("aria-valuenow", "48")
  })
})
