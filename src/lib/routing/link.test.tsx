import { fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { Link, NavLink } from "./link"

describe("Link", () => {
  afterEach(() => window.history.replaceState(null, "", "/"))

  it("navigates in the page on a plain click", () => {
    render(<Link to="/pricing">Prices</Link>)
    const link = screen.getByRole("link", { name: "Prices" })
    expect(link).toHaveAttribute("href", "/pricing")
    expect(fireEvent.click(link)).toBe(false) // default prevented
    expect(window.location.pathname).toBe("/pricing")
  })

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    "leaves %o clicks to the browser",
    (modifier) => {
      render(<Link to="/pricing">Prices</Link>)
      expect(fireEvent.click(screen.getByRole("link"), modifier)).toBe(true)
      expect(window.location.pathname).toBe("/")
    },
  )

  it("marks the current page on a NavLink", () => {
    window.history.replaceState(null, "", "/faq/")
    render(
      <>
        <NavLink to="/faq" className={(active) => (active ? "on" : "off")}>
          FAQ
        </NavLink>
        <NavLink to="/" className={(active) => (active ? "on" : "off")}>
          Home
        </NavLink>
      </>,
    )
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveClass("on")
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current")
    fireEvent.click(screen.getByRole("link", { name: "Home" }))
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page")
  })
})
