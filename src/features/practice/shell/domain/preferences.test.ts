// @vitest-environment jsdom
import { readFileSync } from "node:fs"
import path from "node:path"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { parseFontSize, parseHideTimer, parseTheme, resolveTheme } from "./preferences"

describe("preferences", () => {
  it.each([
    [null, "dark"],
    ["light", "light"],
    ["dark", "dark"],
    ["system", "system"],
    ["purple", "dark"],
  ])("parseTheme(%j) = %j", (v, expected) => expect(parseTheme(v)).toBe(expected))

  it.each([
    [null, "medium"],
    ["small", "small"],
    ["large", "large"],
    ["huge", "medium"],
  ])("parseFontSize(%j) = %j", (v, expected) => expect(parseFontSize(v)).toBe(expected))

  it.each([
    [null, false],
    ["true", true],
    ["false", false],
    ["1", false],
  ])("parseHideTimer(%j) = %j", (v, expected) => expect(parseHideTimer(v)).toBe(expected))

  it.each([
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["system", true, "dark"],
    ["system", false, "light"],
  ] as const)("resolveTheme(%j, systemDark=%j) = %j", (theme, sys, expected) =>
    expect(resolveTheme(theme, sys)).toBe(expected),
  )
})

/** Runs index.html's inline script as the browser would, before any bundle. */
function runFirstPaintScript(pathname: string, stored: Record<string, string>, systemDark: boolean) {
  const html = readFileSync(path.resolve(import.meta.dirname, "../../../../../index.html"), "utf8")
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!
  document.documentElement.className = ""
  document.documentElement.removeAttribute("data-font-size")
  localStorage.clear()
  for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v)
  vi.stubGlobal("matchMedia", () => ({ matches: systemDark }))
  vi.stubGlobal("location", { pathname })
  new Function(script)()
  vi.unstubAllGlobals()
  return {
    dark: document.documentElement.classList.contains("dark"),
    fontSize: document.documentElement.getAttribute("data-font-size"),
  }
}

describe("index.html first-paint script agrees with the domain", () => {
  beforeEach(() => localStorage.clear())

  const themes = [null, "light", "dark", "system", "bogus"]
  const sizes = [null, "small", "medium", "large", "bogus"]
  for (const theme of themes)
    for (const size of sizes)
      for (const systemDark of [false, true])
        it(`/practice with theme ${theme}, size ${size}, system ${systemDark ? "dark" : "light"}`, () => {
          const stored: Record<string, string> = {}
          if (theme) stored["practice-theme"] = theme
          if (size) stored["practice-font-size"] = size
          const got = runFirstPaintScript("/practice/settings", stored, systemDark)
          expect(got.dark).toBe(resolveTheme(parseTheme(theme), systemDark) === "dark")
          expect(got.fontSize).toBe(parseFontSize(size))
        })

  it.each([false, true])("marketing pages follow the system (dark=%j) and ignore practice choices", (systemDark) => {
    const got = runFirstPaintScript(
      "/pricing",
      { "practice-theme": "light", "practice-font-size": "large" },
      systemDark,
    )
    expect(got).toEqual({ dark: systemDark, fontSize: null })
  })

  it("does not treat /practiced or /practice-x as the practice app", () => {
    expect(runFirstPaintScript("/practiced", {}, false)).toEqual({ dark: false, fontSize: null })
  })
})
