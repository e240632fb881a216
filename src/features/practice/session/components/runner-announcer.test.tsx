import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { RunnerAnnouncer } from "./runner-announcer"

function Page({ index, remaining }: { index: number; remaining?: number | null }) {
  return (
    <>
      <h2 id={`h-${index}`} tabIndex={-1}>
        Question {index + 1}
      </h2>
      <RunnerAnnouncer index={index} count={27} headingId={`h-${index}`} remaining={remaining} />
    </>
  )
}

describe("RunnerAnnouncer", () => {
  it("moves focus to the new question's heading and announces its position, not on the first question", () => {
    const { rerender } = render(<Page index={0} />)
    expect(screen.getByTestId("position-announcement")).toHaveTextContent("")
    expect(document.activeElement).toBe(document.body)
    rerender(<Page index={2} />)
    expect(screen.getByTestId("position-announcement")).toHaveTextContent("Question 3 of 27")
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Question 3" }))
    expect(screen.getByTestId("position-announcement")).toHaveAttribute("aria-live", "polite")
  })

  it("announces each timer warning once, while the clock ticks every second", () => {
    const { rerender } = render(<Page index={0} remaining={602} />)
    const region = screen.getByTestId("timer-announcement")
    expect(region).toHaveAttribute("aria-live", "assertive")
    const heard: string[] = []
    for (let s = 601; s >= 240; s--) {
      rerender(<Page index={0} remaining={s} />)
      const text = region.textContent ?? ""
      if (text !== (heard.at(-1) ?? "")) heard.push(text)
    }
    expect(heard).toEqual(["10 minutes left.", "5 minutes left."])
    expect(region).toHaveTextContent("5 minutes left.")
  })

  it("stays silent about the clock when the runner has no countdown", () => {
    const { rerender } = render(<Page index={0} remaining={null} />)
    rerender(<Page index={0} remaining={null} />)
    expect(screen.getByTestId("timer-announcement")).toHaveTextContent("")
  })
})
