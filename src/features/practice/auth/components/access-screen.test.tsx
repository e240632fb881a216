import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { AccessScreen } from "./access-screen"

const api = vi.hoisted(() => ({ validateSetupCode: vi.fn(), signInWithGoogle: vi.fn(), redeemSetupCode: vi.fn() }))
vi.mock("@/lib/supabase/auth", async (orig) => ({
  ...(await orig<typeof import("@/lib/supabase/auth")>()),
  signInWithGoogle: api.signInWithGoogle,
}))
vi.mock("@/lib/supabase/rpc/access", () => ({
  validateSetupCode: api.validateSetupCode,
  redeemSetupCode: api.redeemSetupCode,
  hasEntitlement: vi.fn(),
}))
vi.mock("@/lib/supabase/client", () => ({ supabase: {} }))

const { AuthRejection } = await import("@/lib/supabase/auth")
const { RpcRefusal } = await import("@/lib/supabase/rpc/errors")

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <AccessScreen mode={{ kind: "sign-in" }} />
    </QueryClientProvider>,
  )
}

const field = () => screen.getByLabelText("Setup code")
const submit = () => userEvent.click(screen.getByRole("button", { name: "Continue with Google" }))

describe("AccessScreen (signed out)", () => {
  beforeEach(() => {
    localStorage.clear()
    vi.clearAllMocks()
  })

  it("shows the title, benefits and where to get a code", () => {
    renderScreen()
    expect(screen.getByRole("heading", { name: "Access SAT Practice Test" })).toBeInTheDocument()
    expect(screen.getByText("Practice Tests")).toBeInTheDocument()
    expect(screen.getByText("Question Review")).toBeInTheDocument()
    expect(screen.getByText("Need a setup code? Contact your instructor.")).toBeInTheDocument()
  })

  it.each(["", "   "])("refuses a blank code (%j) without calling the server", async (typed) => {
    renderScreen()
    if (typed) await userEvent.type(field(), typed)
    await submit()
    expect(screen.getByRole("alert")).toHaveTextContent(/^Please enter a setup code$/)
    expect(field()).toHaveAttribute("aria-invalid", "true")
    expect(api.validateSetupCode).not.toHaveBeenCalled()
  })

  it("upper-cases the code as it is typed", async () => {
    renderScreen()
    await userEvent.type(field(), "demo2026")
    expect(field()).toHaveValue("DEMO2026")
  })

  it.each([
    [
      { valid: false, error: "This setup code does not exist. Check it with your instructor." },
      "This setup code does not exist. Check it with your instructor.",
    ],
    [{ valid: false, error: null }, "Invalid setup code"],
  ])("shows why a code is invalid: %j", async (answer, message) => {
    api.validateSetupCode.mockResolvedValue(answer)
    renderScreen()
    await userEvent.type(field(), "nope")
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent(message)
    expect(api.validateSetupCode).toHaveBeenCalledWith("NOPE")
    expect(api.signInWithGoogle).not.toHaveBeenCalled()
  })

  it.each([
    [new Error("fetch failed"), "Failed to validate setup code. Please try again."],
    [
      new RpcRefusal("Too many attempts, try again in a minute", "rate-limited"),
      "Too many attempts, try again in a minute",
    ],
  ])("reports a validation that could not run: %s", async (error, message) => {
    api.validateSetupCode.mockRejectedValue(error)
    renderScreen()
    await userEvent.type(field(), "DEMO2026")
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent(message)
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled()
  })

  it("keeps a valid code for after the redirect and starts Google sign-in back to /practice", async () => {
    api.validateSetupCode.mockResolvedValue({ valid: true, codeId: "c1" })
    api.signInWithGoogle.mockResolvedValue(undefined)
    renderScreen()
    await userEvent.type(field(), " demo2026 ")
    await submit()
    expect(api.validateSetupCode).toHaveBeenCalledWith("DEMO2026")
    expect(api.signInWithGoogle).toHaveBeenCalledWith(`${window.location.origin}/practice`)
    expect(localStorage.getItem("pending_setup_code")).toBe("DEMO2026")
    expect(localStorage.getItem("validated_code_id")).toBe("c1")
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it.each([
    [
      new AuthRejection("Unsupported provider: provider is not enabled"),
      "Unsupported provider: provider is not enabled",
    ],
    [new TypeError("Failed to fetch"), "Failed to sign in with Google. Please try again."],
  ])("reports a sign-in that fails (%s) and forgets the pending code", async (error, message) => {
    api.validateSetupCode.mockResolvedValue({ valid: true, codeId: "c1" })
    api.signInWithGoogle.mockRejectedValue(error)
    renderScreen()
    await userEvent.type(field(), "DEMO2026")
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent(message)
    expect(localStorage.getItem("pending_setup_code")).toBeNull()
  })

  it("signs a returning student in with Google without a code, and forgets any code left from before", async () => {
    localStorage.setItem("pending_setup_code", "OLD-CODE")
    api.signInWithGoogle.mockResolvedValue(undefined)
    renderScreen()
    await userEvent.click(screen.getByRole("button", { name: "Already have access? Sign in" }))
    expect(api.validateSetupCode).not.toHaveBeenCalled()
    expect(api.signInWithGoogle).toHaveBeenCalledWith(`${window.location.origin}/practice`)
    expect(localStorage.getItem("pending_setup_code")).toBeNull()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("says so when the sign-in without a code fails, without blaming the code field", async () => {
    api.signInWithGoogle.mockRejectedValue(new TypeError("Failed to fetch"))
    renderScreen()
    await userEvent.click(screen.getByRole("button", { name: "Already have access? Sign in" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to sign in with Google. Please try again.")
    expect(field()).not.toHaveAttribute("aria-invalid")
    expect(screen.getByRole("button", { name: "Already have access? Sign in" })).toBeEnabled()
  })
})
