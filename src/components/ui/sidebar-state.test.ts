import { describe, expect, it } from "vitest"
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from "./sidebar-state"

describe("sidebar state", () => {
  it.each([
    ["", null],
    ["sidebar_state=true", true],
    ["a=1; sidebar_state=false; b=2", false],
    ["xsidebar_state=true", null],
    ["sidebar_state=maybe", null],
  ])("readSidebarCookie(%j) = %j", (cookies, expected) => expect(readSidebarCookie(cookies)).toBe(expected))

  it("keeps the state for 7 days on every path", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; samesite=lax")
  })

  const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
    ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods }) as KeyboardEvent
  it.each([
    [key("b", { ctrlKey: true }), true],
    [key("B", { metaKey: true }), true],
    [key("b"), false],
    [key("b", { ctrlKey: true, shiftKey: true }), false],
    [key("n", { ctrlKey: true }), false],
  ])("isSidebarShortcut #%#", (e, expected) => expect(isSidebarShortcut(e)).toBe(expected))
})
