import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { StrictMode, type ReactNode } from "react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { Session } from "@/lib/supabase/auth"
import { AuthProvider } from "../hooks/use-auth"
import { AccessGate } from "./access-gate"

// Unit level: the data modules are stubbed; e2e drives the real stack.
const api = vi.hoisted(() => ({
  session: Promise.resolve(null) as Promise<unknown>,
  hasEntitlement: vi.fn(),
  redeemSetupCode: vi.fn(),
  validateSetupCode: vi.fn(),
  signInWithGoogle: vi.fn(),
}))
vi.mock("@/lib/supabase/auth", async (orig) => ({
  ...(await orig<typeof import("@/lib/supabase/auth")>()),
  getSession: () => api.session,
  onAuthChange: () => () => {},
  signInWithGoogle: api.signInWithGoogle,
  signOut: vi.fn(() => Promise.resolve()),
}))
vi.mock("@/lib/supabase/rpc/access", () => ({
  hasEntitlement: api.hasEntitlement,
  redeemSetupCode: api.redeemSetupCode,
  validateSetupCode: api.validateSetupCode,
}))

const { RpcRefusal } = await import("@/lib/supabase/rpc/errors")

const session = { user: { id: "u1", email: "ada@example.com" } } as Session

function renderGate(children: ReactNode = <p>practice app</p>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <AccessGate>{() => children}</AccessGate>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
}

describe("AccessGate", () => {
  beforeEach(() => {
    localStorage.clear()
    vi.clearAllMocks()
    api.session = Promise.resolve(null)
  })

  it("shows a loading state while the session is checked", () => {
    api.session = new Promise(() => {})
    renderGate()
    expect(screen.getByRole("status")).toHaveTextContent("Loading")
  })

  it("shows the access screen when signed out", async () => {
    renderGate()
    expect(await screen.findByRole("heading", { name: "Access SAT Practice Test" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument()
    expect(screen.queryByText("practice app")).not.toBeInTheDocument()
  })

  it("lets an entitled student in", async () => {
    api.session = Promise.resolve(session)
    api.hasEntitlement.mockResolvedValue(true)
    renderGate()
    expect(await screen.findByText("practice app")).toBeInTheDocument()
    expect(api.hasEntitlement).toHaveBeenCalledWith("u1")
  })

  it("asks a signed-in student without access for a code only", async () => {
    api.session = Promise.resolve(session)
    api.hasEntitlement.mockResolvedValue(false)
    renderGate()
    expect(await screen.findByText(/no practice access yet/)).toBeInTheDocument()
    expect(screen.getByText("ada@example.com")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument()

    api.redeemSetupCode.mockResolvedValue(undefined)
    await userEvent.type(screen.getByLabelText("Setup code"), "demo2026")
    await userEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("practice app")).toBeInTheDocument()
    expect(api.redeemSetupCode).toHaveBeenCalledWith("DEMO2026")
  })

  it("redeems the code kept across the OAuth redirect exactly once, then clears it", async () => {
    localStorage.setItem("pending_setup_code", "DEMO2026")
    localStorage.setItem("validated_code_id", "c1")
    api.session = Promise.resolve(session)
    api.hasEntitlement.mockResolvedValue(false)
    api.redeemSetupCode.mockResolvedValue(undefined)
    renderGate()
    expect(await screen.findByText("practice app")).toBeInTheDocument()
    expect(api.redeemSetupCode).toHaveBeenCalledTimes(1)
    expect(api.redeemSetupCode).toHaveBeenCalledWith("DEMO2026")
    expect(localStorage.getItem("pending_setup_code")).toBeNull()
    expect(localStorage.getItem("validated_code_id")).toBeNull()
  })

  it.each([
    [
      "the server's reason",
      new RpcRefusal("This setup code has expired. Ask your instructor for a new one."),
      "This setup code has expired. Ask your instructor for a new one.",
    ],
    [
      "the rate limit",
      new RpcRefusal("Too many attempts, try again in a minute", "rate-limited"),
      "Too many attempts, try again in a minute",
    ],
    ["a service failure", new Error("network"), "Failed to validate setup code. Please try again."],
  ])(
    "a failed redemption after sign-in shows %s and keeps the student on the access screen",
    async (_l, error, message) => {
      localStorage.setItem("pending_setup_code", "EXPIRED2025")
      api.session = Promise.resolve(session)
      api.hasEntitlement.mockResolvedValue(false)
      api.redeemSetupCode.mockRejectedValue(error)
      renderGate()
      expect(await screen.findByRole("alert")).toHaveTextContent(message)
      expect(screen.getByRole("heading", { name: "Access SAT Practice Test" })).toBeInTheDocument()
      expect(screen.queryByText("practice app")).not.toBeInTheDocument()
      expect(localStorage.getItem("pending_setup_code")).toBeNull()
    },
  )

  it("does not redeem again for a student who already has access, but clears the stale code", async () => {
    localStorage.setItem("pending_setup_code", "DEMO2026")
    api.session = Promise.resolve(session)
    api.hasEntitlement.mockResolvedValue(true)
    renderGate()
    expect(await screen.findByText("practice app")).toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem("pending_setup_code")).toBeNull())
    expect(api.redeemSetupCode).not.toHaveBeenCalled()
  })

  it("offers a retry when access cannot be checked", async () => {
    api.session = Promise.resolve(session)
    api.hasEntitlement.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(true)
    renderGate()
    expect(await screen.findByRole("heading", { name: "We couldn't check your access" })).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText("practice app")).toBeInTheDocument()
  })

  it("opens at once, offline, for a student whose access was confirmed before", async () => {
    localStorage.setItem("practice-entitled:u1", "1")
    api.session = Promise.resolve(session)
    api.hasEntitlement.mockReturnValue(new Promise(() => {}))
    renderGate()
    expect(await screen.findByText("practice app")).toBeInTheDocument()
  })
})
