import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { ScoreSummary } from "./score-summary"

const counts = { correct: 5, incorrect: 12, unanswered: 3, total: 20 }

describe("ScoreSummary", () => {
  it("frames a low score like any other (no red border that reads as an error), naming its band in a pill", () => {
    render(
      <ScoreSummary
        headline={{ score: 720, low: 660, high: 780, label: "Estimated total score", scale: "total" }}
        percentile={4}
        counts={counts}
      />,
    )
    const card = screen.getByTestId("score-card")
    expect(card.className).toContain("border-border")
    expect(card.className).not.toMatch(/border-(red|4)\b|border-red-/)
    const band = screen.getByText("Needs practice")
    expect(band.className).toContain("rounded-full")
    expect(band.className).not.toMatch(/red/)
  })
})
