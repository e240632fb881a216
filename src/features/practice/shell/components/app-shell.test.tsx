import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MemoryRouter } from "react-router-dom"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { setHeaderCountdown } from "../hooks/use-header-countdown"
import { AppShell } from "./app-shell"
import { PracticePreferences } from "./practice-preferences"

function renderShell(path = "/practice/analytics", onSignOut = vi.fn(), returning = true) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PracticePreferences />
      <AppShell user={{ email: "ada.lovelace@example.com", name: "Ada Lovelace", returning }} onSignOut={onSignOut}>
        <h1>Page</h1>
      </AppShell>
    </MemoryRouter>,
  )
  return { onSignOut }
}

describe("AppShell", () => {
  beforeEach(() => {
    localStorage.clear()
    document.cookie = "sidebar_state=; max-age=0; path=/"
    document.documentElement.className = ""
    setHeaderCountdown(null)
  })

  it("greets the student and lists the spec's sidebar groups, marking the current page", () => {
    renderShell()
    expect(screen.getByText("Welcome back,")).toHaveTextContent("Welcome back, Ada")
    const nav = screen.getByRole("navigation", { name: "Practice" })
    for (const group of ["Main", "Practice Tests", "Review Questions", "Analytics"])
      expect(within(nav).getByRole("heading", { name: group })).toBeInTheDocument()
    for (const link of [
      "Dashboard",
      "Full SAT Test",
      "Math Section",
      "Reading Section",
      "Writing Section",
      "Overview",
      "By Section",
      "By Difficulty",
      "Weak Areas",
      "Favorites",
      "Test History",
      "Settings",
    ])
      expect(within(nav).getByRole("link", { name: link })).toBeInTheDocument()
    expect(within(nav).getByRole("link", { name: "Test History" })).toHaveAttribute("aria-current", "page")
    expect(within(nav).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current")
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { name: "Page" }))
  })

  it("greets a first-time student with 'Welcome', not 'Welcome back'", () => {
    renderShell("/practice", vi.fn(), false)
    expect(screen.getByText("Welcome,")).toHaveTextContent("Welcome, Ada")
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument()
  })

  it("toggles with Ctrl+B and Cmd+B and keeps the state in a 7-day cookie", () => {
    renderShell()
    const trigger = screen.getByRole("button", { name: "Toggle sidebar" })
    expect(trigger).toHaveAttribute("aria-expanded", "true")
    fireEvent.keyDown(window, { key: "b", ctrlKey: true })
    expect(trigger).toHaveAttribute("aria-expanded", "false")
    expect(document.cookie).toContain("sidebar_state=false")
    fireEvent.keyDown(window, { key: "b", metaKey: true })
    expect(trigger).toHaveAttribute("aria-expanded", "true")
    expect(document.cookie).toContain("sidebar_state=true")
    fireEvent.keyDown(window, { key: "b" })
    expect(trigger).toHaveAttribute("aria-expanded", "true")
  })

  it("starts collapsed when the cookie says so", () => {
    document.cookie = "sidebar_state=false; path=/"
    renderShell()
    expect(screen.getByRole("button", { name: "Toggle sidebar" })).toHaveAttribute("aria-expanded", "false")
  })

  it("shows a running test's countdown in the header, with the urgency in words", () => {
    renderShell()
    expect(screen.queryByRole("timer")).not.toBeInTheDocument()
    act(() => setHeaderCountdown({ seconds: 1500, label: "Math Section" }))
    expect(screen.getByRole("timer")).toHaveTextContent("25:00")
    expect(screen.getByRole("timer")).toHaveAccessibleName("Math Section: 25 minutes 0 seconds remaining")
    act(() => setHeaderCountdown({ seconds: 540, label: "Math Section" }))
    expect(screen.getByRole("timer")).toHaveTextContent("9:00Low Time!")
    act(() => setHeaderCountdown({ seconds: 125, label: "Math Section" }))
    expect(screen.getByRole("timer")).toHaveTextContent("2:05Critical Time!")
    act(() => setHeaderCountdown(null))
    expect(screen.queryByRole("timer")).not.toBeInTheDocument()
  })

  it("hides the countdown on request or by default, but not in the last 5 minutes", async () => {
    localStorage.setItem("practice-hide-timer", "true")
    renderShell()
    act(() => setHeaderCountdown({ seconds: 900, label: "Test" }))
    expect(screen.queryByRole("timer")).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Show timer" }))
    expect(screen.getByRole("timer")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Hide timer" }))
    expect(screen.queryByRole("timer")).not.toBeInTheDocument()
    act(() => setHeaderCountdown({ seconds: 299, label: "Test" }))
    expect(screen.getByRole("timer")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /timer/ })).not.toBeInTheDocument()
  })

  // The first press loads the Radix menu (a dynamic import: seconds on a busy machine under vitest).
  it(
    "the avatar menu shows the e-mail and Practice Mode, switches theme and font size, and signs out",
    { timeout: 20_000 },
    async () => {
      const { onSignOut } = renderShell()
      expect(document.documentElement).toHaveClass("dark")
      expect(document.documentElement.dataset.fontSize).toBe("medium")
      // The stand-in, then (once pressed) the Radix trigger: queried each time.
      const trigger = () => screen.getByRole("button", { name: "Account menu for ada.lovelace@example.com" })
      trigger().focus()
      await userEvent.keyboard("{Enter}")
      const menu = await screen.findByRole("menu", {}, { timeout: 15_000 })
      expect(within(menu).getByText("ada.lovelace@example.com")).toBeInTheDocument()
      expect(within(menu).getByText("Practice Mode")).toBeInTheDocument()
      expect(within(menu).getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true")
      await userEvent.click(within(menu).getByRole("menuitemradio", { name: "Light" }))
      expect(localStorage.getItem("practice-theme")).toBe("light")
      expect(document.documentElement).not.toHaveClass("dark")

      trigger().focus()
      await userEvent.keyboard("{Enter}")
      await userEvent.click(within(await screen.findByRole("menu")).getByRole("menuitemradio", { name: "Large" }))
      expect(localStorage.getItem("practice-font-size")).toBe("large")
      expect(document.documentElement.dataset.fontSize).toBe("large")

      trigger().focus()
      await userEvent.keyboard("{Enter}")
      await userEvent.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Sign out" }))
      expect(onSignOut).toHaveBeenCalledTimes(1)
    },
  )
})
