import { describe, expect, it } from "vitest"
import { MAX_JSON_DEPTH } from "../local/auth/validate"
import { authFetch } from "./auth-http"
import { uniqueEmail } from "./helpers"

// Issue 16, part 3 (low): a sign-up whose `data` was nested 5,000 deep
// answered 500 (the stack overflowed). Deep nesting is bad input: 400.

/** The sign-up body as text: JSON.stringify itself overflows on such nesting. */
const signupBody = (email: string, depth: number) =>
  `{"email":${JSON.stringify(email)},"password":"correct-horse-9","data":${'{"a":'.repeat(depth)}"leaf"${"}".repeat(depth)}}`

describe("deeply nested JSON bodies", () => {
  it.each([5_000, 100_000])("refuses sign-up data nested %i deep with 400 validation_failed", async (depth) => {
    const email = uniqueEmail("deep")
    const res = await authFetch("/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: signupBody(email, depth),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: "validation_failed",
      message: `Request JSON is nested too deeply: at most ${MAX_JSON_DEPTH} levels are accepted`,
    })
    // Nothing was created: the same e-mail signs up once the data is sane.
    const ok = await authFetch("/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: signupBody(email, 3),
    })
    expect(ok.status).toBe(200)
  })
})
