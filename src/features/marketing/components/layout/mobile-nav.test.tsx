import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"
import { brand } from "@/config/brand"
import { mainNav } from "../../content/nav"
import { MobileNav } from "./mobile-nav"

async function openDrawer() {
  const user = userEvent.setup()
  render(<MobileNav />)
  const menu = screen.getByRole("button", { name: "Open menu" })
  await user.click(menu)
  const dialog = await screen.findByRole("dialog", { name: "Menu" })
  return { user, menu, dialog }
}

describe("MobileNav drawer", () => {
  afterEach(() => window.history.replaceState(null, "", "/"))

  it("opens a labelled dialog with every nav link and the get started link", async () => {
    const { menu, dialog } = await openDrawer()
    expect(menu).toHaveAttribute("aria-expanded", "true")
    for (const item of mainNav) expect(screen.getByRole("link", { name: item.label })).toHaveAttribute("href", item.to)
    const cta = screen.getByRole("link", { name: /get started/i })
    expect(cta).toHaveAttribute("href", brand.checkoutUrl)
    expect(cta).toHaveAttribute("target", "_blank")
    expect(cta).toHaveAttribute("rel", "noopener noreferrer")
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it("closes on Escape and gives focus back to the menu button", async () => {
    const { user, menu } = await openDrawer()
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(menu).toHaveFocus()
    expect(menu).toHaveAttribute("aria-expanded", "false")
  })

  it("closes with its close button", async () => {
    const { user, menu } = await openDrawer()
    await user.click(screen.getByRole("button", { name: "Close menu" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(menu).toHaveFocus()
  })

  it("navigates and closes when a link is chosen", async () => {
    const { user, menu } = await openDrawer()
    await user.click(screen.getByRole("link", { name: "FAQ" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(window.location.pathname).toBe("/faq")
    expect(menu).toHaveFocus()
  })

  it("keeps focus inside while open", async () => {
    const { user, dialog } = await openDrawer()
    for (let i = 0; i < mainNav.length + 4; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })
})
