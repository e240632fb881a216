import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { TypeAccuracy } from "./type-accuracy"

const row = (average_time_seconds: number) => ({
  question_type: "math" as const,
  correct: 7,
  total: 10,
  accuracy_percentage: 70,
  average_time_seconds,
})

describe("TypeAccuracy", () => {
  it("gives the average time when time was recorded", () => {
    render(<TypeAccuracy byType={[row(44.6)]} />)
    expect(screen.getByText(/7\/10 correct/)).toHaveTextContent("7/10 correct · 45 s average")
  })

  it("says nothing of time when none was recorded (an untimed test), never '0 s average'", () => {
    render(<TypeAccuracy byType={[row(0)]} />)
    expect(screen.getByText(/7\/10 correct/)).toHaveTextContent(/^7\/10 correct$/)
    expect(screen.queryByText(/s average/)).not.toBeInTheDocument()
  })
})
