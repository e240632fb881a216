// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest"
import { clearPendingCode, readPendingCode, savePendingCode } from "./pending-code"

describe("pending setup code", () => {
  beforeEach(() => localStorage.clear())

  it("survives under the spec's keys until cleared", () => {
    savePendingCode(localStorage, { code: "DEMO2026", codeId: "c-1" })
    expect(localStorage.getItem("pending_setup_code")).toBe("DEMO2026")
    expect(localStorage.getItem("validated_code_id")).toBe("c-1")
    expect(readPendingCode(localStorage)).toEqual({ code: "DEMO2026", codeId: "c-1" })
    clearPendingCode(localStorage)
    expect(readPendingCode(localStorage)).toBeNull()
    expect(localStorage.length).toBe(0)
  })

  it("treats a blank stored code as none", () => {
    localStorage.setItem("pending_setup_code", "  ")
    expect(readPendingCode(localStorage)).toBeNull()
  })

  it("drops a stale code id when a code is saved without one", () => {
    savePendingCode(localStorage, { code: "A1B2", codeId: "old" })
    savePendingCode(localStorage, { code: "C3D4", codeId: null })
    expect(readPendingCode(localStorage)).toEqual({ code: "C3D4", codeId: null })
  })
})
