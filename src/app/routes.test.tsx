import { render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { RouteErrorBoundary } from "./route-error-boundary"
import { AppRoutes, isPracticePath } from "./routes"

const renderAt = (path: string) => {
  window.history.replaceState(null, "", path)
  return render(<AppRoutes />)
}

describe("app routes", () => {
  afterEach(() => window.history.replaceState(null, "", "/"))

  it.each([
    ["/", "We Crushed the SAT, lets do it together."],
    ["/tutors", "Meet Your Expert Tutors"],
    ["/pricing", "Get the Score You've Always Wanted Without Breaking the Bank"],
    ["/faq", "Frequently Asked Questions"],
    ["/mission", "Our Mission"],
    ["/manage-membership", "Manage Your Membership"],
    ["/tutors/", "Meet Your Expert Tutors"],
    ["/FAQ", "Frequently Asked Questions"],
  ])("renders %s with its heading", async (path, heading) => {
    renderAt(path)
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument()
  })

  it.each(["/nope", "/tutors/extra", "/pricing-old", "/practiced"])(
    "shows the 404 page with a link home for %s",
    async (path) => {
      renderAt(path)
      expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument()
      expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    },
  )

  it.each([
    ["/practice", true],
    ["/practice/", true],
    ["/practice/review/weak", true],
    ["/practiced", false],
    ["/", false],
  ])("%s belongs to the practice tree: %s", (path, expected) => {
    expect(isPracticePath(path)).toBe(expected)
  })

  it("shows the error screen with the message when a route throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const Boom = () => {
      throw new Error("Module exploded")
    }
    render(
      <RouteErrorBoundary>
        <Boom />
      </RouteErrorBoundary>,
    )
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument()
    expect(screen.getByText("Module exploded")).toBeInTheDocument()
  })

  it("shows status and status text for a thrown response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const Gone = () => {
      throw new Response("gone", { status: 410, statusText: "Gone" })
    }
    render(
      <RouteErrorBoundary>
        <Gone />
      </RouteErrorBoundary>,
    )
    expect(await screen.findByText("410 Gone")).toBeInTheDocument()
  })
})
