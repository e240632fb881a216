import { describe, expect, it } from "vitest"
import { codeForServer, codeInputError, invalidCodeMessage, normalizeCode } from "./setup-code"

describe("setup code input", () => {
  it.each([
    ["", "Please enter a setup code"],
    ["   ", "Please enter a setup code"],
    ["\t\n", "Please enter a setup code"],
    ["demo2026", null],
    [" x ", null],
  ])("codeInputError(%j) = %j", (input, expected) => {
    expect(codeInputError(input)).toBe(expected)
  })

  it.each([
    ["demo2026", "DEMO2026"],
    ["Full-2026", "FULL-2026"],
    ["ABC", "ABC"],
  ])("normalizeCode(%j) = %j", (input, expected) => expect(normalizeCode(input)).toBe(expected))

  it("trims and upper-cases what is sent to the server", () => {
    expect(codeForServer("  demo2026 ")).toBe("DEMO2026")
  })

  it.each([
    [
      "This setup code has expired. Ask your instructor for a new one.",
      "This setup code has expired. Ask your instructor for a new one.",
    ],
    [null, "Invalid setup code"],
    [undefined, "Invalid setup code"],
    ["  ", "Invalid setup code"],
  ])("invalidCodeMessage(%j) = %j", (server, expected) => expect(invalidCodeMessage(server)).toBe(expected))
})
