import { render, screen } from "@testing-library/react"
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import { RouteError } from "./route-error"
import { routes } from "./routes"

const renderAt = (path: string, tree: RouteObject[] = routes) =>
  render(<RouterProvider router={createMemoryRouter(tree, { initialEntries: [path] })} />)

describe("app routes", () => {
  it.each([
    ["/", "We Crushed the SAT, lets do it together."],
    ["/tutors", "Meet Your Expert Tutors"],
    ["/pricing", "Get the Score You've Always Wanted Without Breaking the Bank"],
    ["/faq", "Frequently Asked Questions"],
    ["/mission", "Our Mission"],
    ["/manage-membership", "Manage Your Membership"],
  ])("renders %s with its heading", async (path, heading) => {
    renderAt(path)
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument()
  })

  it.each(["/nope", "/tutors/extra", "/pricing-old"])("shows the 404 page with a link home for %s", async (path) => {
    renderAt(path)
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  })

  it("shows the error screen with the message when a route throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const Boom = () => {
      throw new Error("Module exploded")
    }
    renderAt("/", [{ path: "/", element: <Boom />, errorElement: <RouteError /> }])
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument()
    expect(screen.getByText("Module exploded")).toBeInTheDocument()
  })

  it("shows status and status text for a thrown response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    renderAt("/", [
      {
        path: "/",
        loader: () => {
          throw new Response("gone", { status: 410, statusText: "Gone" })
        },
        element: <p>never</p>,
        errorElement: <RouteError />,
      },
    ])
    expect(await screen.findByText("410 Gone")).toBeInTheDocument()
  })
})
