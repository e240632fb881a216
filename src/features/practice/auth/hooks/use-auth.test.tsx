import { act, render, screen } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { Session } from "@/lib/supabase/auth"
import { AuthProvider, useAuth } from "./use-auth"

// Unit level: the data module is stubbed; the integration suite covers the real client.
const auth = vi.hoisted(() => ({
  listener: null as ((s: Session | null) => void) | null,
  session: null as Session | null,
}))
vi.mock("@/lib/supabase/auth", () => ({
  getSession: () => Promise.resolve(auth.session),
  onAuthChange: (l: (s: Session | null) => void) => {
    auth.listener = l
    return () => (auth.listener = null)
  },
}))

function Probe() {
  const state = useAuth()
  return <p>{state.status === "signed-in" ? `in:${state.session.user.email}` : state.status}</p>
}

const session = (email: string) => ({ user: { email } }) as Session

describe("AuthProvider", () => {
  beforeEach(() => {
    auth.session = null
    auth.listener = null
  })

  it("starts loading, then reflects the stored session", async () => {
    auth.session = session("ada@example.com")
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    )
    expect(screen.getByText("loading")).toBeInTheDocument()
    expect(await screen.findByText("in:ada@example.com")).toBeInTheDocument()
  })

  it("follows sign-in and sign-out events", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    )
    expect(await screen.findByText("signed-out")).toBeInTheDocument()
    act(() => auth.listener?.(session("bo@example.com")))
    expect(screen.getByText("in:bo@example.com")).toBeInTheDocument()
    act(() => auth.listener?.(null))
    expect(screen.getByText("signed-out")).toBeInTheDocument()
  })

  it("refuses to be used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow("useAuth must be used inside <AuthProvider>")
  })
})
