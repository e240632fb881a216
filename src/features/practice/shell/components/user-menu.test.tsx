import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { UserMenu } from "./user-menu"

// One module instance per file: the first test sees the stand-in before any load (the Radix
// menu's module is fetched on first use, then kept).
describe("UserMenu (the avatar menu, loaded on first use)", () => {
  it(
    "renders a plain stand-in trigger first; a press before the menu's code is there still opens it",
    { timeout: 20_000 },
    async () => {
      render(<UserMenu email="ada@example.com" onSignOut={vi.fn()} />)
      const standIn = screen.getByRole("button", { name: "Account menu for ada@example.com" })
      expect(standIn).toHaveAttribute("aria-haspopup", "menu")
      expect(standIn).toHaveAttribute("aria-expanded", "false")
      expect(standIn).toHaveTextContent("A")
      // No hover or focus first: the press alone starts the load, and the menu opens when it is there.
      fireEvent.pointerDown(standIn, { button: 0, pointerType: "mouse" })
      expect(await screen.findByRole("menu", {}, { timeout: 15_000 })).toBeInTheDocument()
      expect(screen.getByRole("button", { name: "Account menu for ada@example.com" })).toHaveAttribute(
        "aria-expanded",
        "true",
      )
    },
  )

  it("opens from the keyboard and gives focus back to the trigger on Escape", async () => {
    render(<UserMenu email="ada@example.com" onSignOut={vi.fn()} />)
    screen.getByRole("button", { name: "Account menu for ada@example.com" }).focus()
    await userEvent.keyboard("{Enter}")
    const menu = await screen.findByRole("menu")
    expect(menu.contains(document.activeElement)).toBe(true)
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("menu")).not.toBeInTheDocument()
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Account menu for ada@example.com" }))
  })

  it("a click without a press (assistive technology) opens it too, and Sign out reaches the shell", async () => {
    const onSignOut = vi.fn()
    render(<UserMenu email="ada@example.com" onSignOut={onSignOut} />)
    fireEvent.click(screen.getByRole("button", { name: "Account menu for ada@example.com" }))
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sign out" }))
    expect(onSignOut).toHaveBeenCalledTimes(1)
  })
})
