import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen, within } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { predictionHidden as hidden, predictionShown as shown } from "../testing/fixtures"
import { PredictionCard, PredictionView } from "./prediction-card"

const api = vi.hoisted(() => ({ getScorePrediction: vi.fn() }))
vi.mock("@/lib/supabase/rpc/prediction", () => ({ getScorePrediction: api.getScorePrediction }))

const heading = () => screen.getByRole("heading", { name: /Predicted SAT score/ })

describe("the score predictor card", () => {
  it("shows the prediction with its band, each section, what it is based on and what narrows it", () => {
    render(<PredictionView prediction={shown} timeZone="UTC" />)
    expect(heading()).toHaveTextContent("Predicted SAT score: 1280 (likely 1220–1340)")
    const sections = within(screen.getByRole("list", { name: "Predicted section scores" })).getAllByRole("listitem")
    expect(sections.map((s) => s.textContent)).toEqual([
      "Reading and Writing 640 (likely 600–680)",
      "Math 640 (likely 590–690)",
    ])
    expect(screen.getByText("Based on 142 questions from 3 tests since October 2.")).toBeInTheDocument()
    expect(screen.getByText("A full SAT narrows this the most.")).toBeInTheDocument()
  })

  it("without enough evidence shows no number, only what is needed", () => {
    render(
      <MemoryRouter>
        <PredictionView prediction={hidden} timeZone="UTC" />
      </MemoryRouter>,
    )
    expect(heading()).toHaveTextContent(/^Predicted SAT score$/)
    expect(screen.queryByText(/likely/)).not.toBeInTheDocument()
    expect(screen.getByText(/you need 20 more Reading and Writing questions/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Take a full SAT" })).toHaveAttribute("href", "/practice/full-sat")
  })

  describe("loaded for the student", () => {
    beforeEach(() => api.getScorePrediction.mockReset())
    const renderCard = () =>
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <PredictionCard userId="u1" />
        </QueryClientProvider>,
      )

    it("appears once the prediction arrives", async () => {
      api.getScorePrediction.mockResolvedValue(shown)
      renderCard()
      expect(await screen.findByRole("heading", { name: /1280/ })).toBeInTheDocument()
    })

    it("stays out of the way when it cannot be loaded", async () => {
      api.getScorePrediction.mockRejectedValueOnce(new Error("offline"))
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
      const { container } = render(
        <QueryClientProvider client={client}>
          <PredictionCard userId="u1" />
        </QueryClientProvider>,
      )
      await vi.waitFor(() =>
        expect(client.getQueryState(["practice", "analytics", "prediction", "u1"])?.status).toBe("error"),
      )
      expect(container).toBeEmptyDOMElement()
    })
  })
})
