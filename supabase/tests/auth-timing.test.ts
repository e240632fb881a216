import { describe, expect, it } from "vitest"
import { authFetch, postGoogleForm } from "./auth-http"
import { signedInStudent, uniqueEmail } from "./helpers"

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timedSignIn(email: string) {
  const started = performance.now()
  const res = await authFetch("/token?grant_type=password", { json: { email, password: "wrong-password-1" } })
  const ms = performance.now() - started
  expect(res.status).toBe(400)
  expect((await res.json()).code).toBe("invalid_credentials")
  return ms
}

describe("password sign-in does not reveal which e-mails are registered", () => {
  it("takes as long for an unknown e-mail (or a Google-only student) as for a wrong password", async () => {
    const { email: known } = await signedInStudent("timing")
    const googleOnly = uniqueEmail("timing-google")
    expect((await postGoogleForm({ email: googleOnly })).status).toBe(303)
    const cases = { known, unknown: uniqueEmail("timing-nobody"), googleOnly }
    const samples: Record<keyof typeof cases, number[]> = { known: [], unknown: [], googleOnly: [] }
    // Interleaved, so load on the machine hits every case alike.
    for (let round = 0; round < 11; round++)
      for (const [name, email] of Object.entries(cases))
        samples[name as keyof typeof cases].push(await timedSignIn(email))
    const medians = Object.values(samples).map(median)
    // Before: 52 ms for a known e-mail, 3 ms for an unknown one (17x).
    expect(Math.max(...medians) / Math.min(...medians)).toBeLessThan(2)
  })
})
