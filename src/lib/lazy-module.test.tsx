import { act, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { moduleLoader, useModule } from "./lazy-module"

function View({ loader }: { loader: ReturnType<typeof moduleLoader<{ text: string }>> }) {
  const { module, failed } = useModule(loader)
  return <p>{module ? module.text : failed ? "stand-in (failed)" : "stand-in"}</p>
}

describe("moduleLoader", () => {
  it("a failed chunk leaves the stand-in (never throws into render) and loads when the connection returns", async () => {
    const load = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))
      .mockResolvedValueOnce({ text: "loaded" })
    const loader = moduleLoader(load)
    render(<View loader={loader} />)
    await act(async () => loader.request())
    expect(screen.getByText("stand-in (failed)")).toBeTruthy()

    await act(async () => window.dispatchEvent(new Event("online")))
    expect(screen.getByText("loaded")).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("loads once however often it is requested", async () => {
    const load = vi.fn(async () => ({ text: "loaded" }))
    const loader = moduleLoader(load)
    render(<View loader={loader} />)
    await act(async () => {
      loader.request()
      loader.request()
    })
    loader.request()
    expect(screen.getByText("loaded")).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
