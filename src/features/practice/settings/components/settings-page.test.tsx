import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { PracticePreferences } from "@/features/practice/shell/components/practice-preferences"
import { SettingsPage } from "./settings-page"

function renderPage() {
  render(
    <>
      <PracticePreferences />
      <SettingsPage />
    </>,
  )
}

describe("SettingsPage", () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.className = ""
  })

  it("starts from the defaults: dark, medium, timer shown", () => {
    renderPage()
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked()
    expect(screen.getByRole("radio", { name: "Medium" })).toBeChecked()
    expect(screen.getByRole("switch", { name: "Hide timer by default" })).not.toBeChecked()
  })

  it("saves theme, font size and the hide-timer preference and applies them", async () => {
    renderPage()
    await userEvent.click(screen.getByRole("radio", { name: "System" }))
    expect(localStorage.getItem("practice-theme")).toBe("system")
    await userEvent.click(screen.getByRole("radio", { name: "Small" }))
    expect(localStorage.getItem("practice-font-size")).toBe("small")
    expect(document.documentElement.dataset.fontSize).toBe("small")
    await userEvent.click(screen.getByRole("switch", { name: "Hide timer by default" }))
    expect(localStorage.getItem("practice-hide-timer")).toBe("true")
    expect(screen.getByRole("switch", { name: "Hide timer by default" })).toBeChecked()
  })

  it("reads saved preferences", () => {
    localStorage.setItem("practice-theme", "light")
    localStorage.setItem("practice-font-size", "large")
    localStorage.setItem("practice-hide-timer", "true")
    renderPage()
    expect(screen.getByRole("radio", { name: "Light" })).toBeChecked()
    expect(screen.getByRole("radio", { name: "Large" })).toBeChecked()
    expect(screen.getByRole("switch", { name: "Hide timer by default" })).toBeChecked()
  })

  it("lists the keyboard shortcuts instead of a placeholder", () => {
    renderPage()
    const shortcuts = screen.getByRole("region", { name: "Keyboard shortcuts" })
    for (const action of [
      "Choose that answer",
      "Next question",
      "Previous question",
      "Flag the question for review",
      "Show keyboard help",
      "Show or hide the sidebar",
    ])
      expect(within(shortcuts).getByText(action)).toBeInTheDocument()
    expect(screen.queryByText("Settings coming soon")).not.toBeInTheDocument()
  })
})
