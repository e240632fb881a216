// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForNewVersion } from "./chunk-reload"

const memory = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m }
}

afterEach(() => vi.restoreAllMocks())

describe("reload once for a new version", () => {
  it("recognises a lazy chunk that failed to load", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true)
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true)
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false)
  })

  it("reloads once, then not again within a minute (no loop), and again after it", () => {
    const reload = vi.fn()
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload })
    const storage = memory()
    expect(reloadForNewVersion(storage, 1_000_000)).toBe(true)
    expect(storage.m.get(CHUNK_RELOAD_KEY)).toBe("1000000")
    expect(reloadForNewVersion(storage, 1_030_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadForNewVersion(storage, 1_070_000)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it("never reloads while offline: the chunk is missing because the network is (the test stays on screen)", () => {
    const reload = vi.fn()
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload })
    const storage = memory()
    expect(reloadForNewVersion(storage, 2_000_000, false)).toBe(false)
    expect(storage.m.has(CHUNK_RELOAD_KEY)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
