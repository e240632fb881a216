import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { act, renderHook, waitFor } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { DataError } from "@/lib/supabase/rpc/errors"
import { closeProgress, useSaveProgress } from "./save-progress"

const saveProgress = vi.hoisted(() => vi.fn())
vi.mock("@/lib/supabase/rpc/sessions", () => ({ saveProgress }))

function setup() {
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useSaveProgress(), { wrapper })
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  saveProgress.mockReset()
  saveProgress.mockResolvedValue(undefined)
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => warn.mockRestore())

describe("progress saves around a submit", () => {
  it("sends nothing for a session being submitted, and sends again if the submit failed", async () => {
    const { result } = setup()
    closeProgress("p1")
    await act(() => result.current.mutateAsync({ sessionId: "p1", currentQuestion: 3, timeRemaining: 100 }))
    expect(saveProgress).not.toHaveBeenCalled()
    closeProgress("p1", false)
    await act(() => result.current.mutateAsync({ sessionId: "p1", currentQuestion: 3, timeRemaining: 100 }))
    expect(saveProgress).toHaveBeenCalledWith("p1", 3, 100)
  })

  it("a save that raced the submit (the server's 400) is neither retried nor logged", async () => {
    saveProgress.mockRejectedValue(new DataError("This test has already been submitted.", "P0001", 400))
    const { result } = setup()
    act(() => result.current.mutate({ sessionId: "p2", currentQuestion: 1, timeRemaining: null }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(saveProgress).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
  })

  it("still warns about a real failure", async () => {
    saveProgress.mockRejectedValue(new DataError("Question number must be between 1 and 20.", "22023", 400))
    const { result } = setup()
    act(() => result.current.mutate({ sessionId: "p3", currentQuestion: 99, timeRemaining: null }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
