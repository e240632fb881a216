import { SignJWT } from "jose"
import { describe, expect, it } from "vitest"
import { authFetch, CHALLENGE, postGoogleForm } from "./auth-http"
import { admin, signedInStudent, stack, uniqueEmail, withDb } from "./helpers"

const userCount = (email: string) =>
  withDb(
    async (db) => (await db.query("select count(*)::int as n from auth.users where email = $1", [email])).rows[0].n,
  )

const signup = (json: unknown) => authFetch("/signup", { json })
const adminCreate = (json: unknown) =>
  authFetch("/admin/users", {
    json,
    headers: { apikey: stack().serviceRoleKey, Authorization: `Bearer ${stack().serviceRoleKey}` },
  })

async function expectRefusal(res: Response, code: string, message?: string | RegExp) {
  expect(res.status).toBe(400)
  const body = await res.json()
  expect(body.code).toBe(code)
  if (message) expect(body.message).toMatch(message)
}

describe("e-mail addresses are validated (400, never 500)", () => {
  it.each([
    ["a NUL", "nul\u0000@example.com", /NUL/],
    ["a lone surrogate", "x\ud800@example.com", /invalid Unicode/],
    ["over 255 characters", `${"a".repeat(250)}@example.com`, "An email address is too long"],
    ["no domain", "student@", "Unable to validate email address: invalid format"],
    ["spaces inside", "stu dent@example.com", "Unable to validate email address: invalid format"],
    ["nothing", "", "An email address is required"],
  ])("refuses %s at sign-up and admin creation, and creates nothing", async (_, email, message) => {
    await expectRefusal(await signup({ email, password: "long-enough-1" }), "validation_failed", message)
    await expectRefusal(await adminCreate({ email, password: "long-enough-1" }), "validation_failed", message)
    expect(await userCount(email.replaceAll("\u0000", ""))).toBe(0)
  })

  it("refuses a non-string e-mail", async () => {
    await expectRefusal(await signup({ email: ["x@example.com"], password: "long-enough-1" }), "validation_failed")
  })

  it("answers a NUL or overlong e-mail at password sign-in as any other failed sign-in", async () => {
    const nul = await authFetch("/token?grant_type=password", { json: { email: "a\u0000@example.com", password: "x" } })
    await expectRefusal(nul, "validation_failed", /NUL/)
    const long = await authFetch("/token?grant_type=password", {
      json: { email: `${"a".repeat(300)}@example.com`, password: "x" },
    })
    await expectRefusal(long, "invalid_credentials")
  })

  it("refuses a NUL in a refresh token or auth code instead of failing in the database", async () => {
    const refresh = await authFetch("/token?grant_type=refresh_token", { json: { refresh_token: "abc\u0000" } })
    await expectRefusal(refresh, "validation_failed")
    const pkce = await authFetch("/token?grant_type=pkce", {
      json: { auth_code: "abc\u0000", code_verifier: "v".repeat(43) },
    })
    await expectRefusal(pkce, "validation_failed")
  })

  it("refuses a JSON body that is not an object", async () => {
    await expectRefusal(await signup([1, 2]), "bad_json")
    await expectRefusal(await authFetch("/signup", { method: "POST", body: "{not json" }), "bad_json")
  })
})

describe("passwords follow GoTrue's limits", () => {
  it("refuses a password over 72 bytes and one under 6 characters", async () => {
    const email = uniqueEmail("pw")
    await expectRefusal(
      await signup({ email, password: "p".repeat(73) }),
      "validation_failed",
      "Password cannot be longer than 72 characters",
    )
    const weak = await signup({ email, password: "12345" })
    expect(weak.status).toBe(422)
    expect((await weak.json()).code).toBe("weak_password")
    expect(await userCount(email)).toBe(0)
  })
})

describe("user metadata is a small JSON object", () => {
  it.each([
    ["an array", [1, 2, 3]],
    ["a string", "admin"],
    ["a number", 7],
  ])("refuses %s as sign-up data and admin user_metadata", async (_, data) => {
    const email = uniqueEmail("meta")
    await expectRefusal(await signup({ email, password: "long-enough-1", data }), "validation_failed", /JSON object/)
    await expectRefusal(
      await adminCreate({ email, password: "long-enough-1", user_metadata: data }),
      "validation_failed",
      /JSON object/,
    )
    expect(await userCount(email)).toBe(0)
  })

  it("refuses 40 KB of metadata, which made a JWT too big to send (431 on every call)", async () => {
    const email = uniqueEmail("fat")
    const data = { bio: "x".repeat(40 * 1024) }
    await expectRefusal(await signup({ email, password: "long-enough-1", data }), "validation_failed", /4096 bytes/)
    expect(await userCount(email)).toBe(0)
  })

  it("accepts metadata up to 4 KB, and the student's JWT stays small enough to use", async () => {
    const email = uniqueEmail("meta-ok")
    const data = { bio: "x".repeat(4000) }
    const res = await signup({ email, password: "long-enough-1", data })
    expect(res.status).toBe(200)
    const session = await res.json()
    expect(session.user.user_metadata).toEqual(data)
    expect(session.access_token.length).toBeLessThan(8 * 1024)
    const me = await authFetch("/user", { headers: { Authorization: `Bearer ${session.access_token}` } })
    expect(me.status).toBe(200)
    const rest = await fetch(`${stack().url}/rest/v1/student_entitlements?select=user_id&limit=1`, {
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${session.access_token}` },
    })
    expect(rest.status).toBe(200)
  })

  it("refuses a NUL hidden in a metadata key or value", async () => {
    const email = uniqueEmail("meta-nul")
    await expectRefusal(
      await signup({ email, password: "long-enough-1", data: { deep: [{ x: "a\u0000b" }] } }),
      "validation_failed",
    )
    await expectRefusal(await signup({ email, password: "long-enough-1", data: { "k\u0000": 1 } }), "validation_failed")
    expect(await userCount(email)).toBe(0)
  })

  it("keeps an e-mail identity's data to the address: metadata cannot pose as another e-mail", async () => {
    const email = uniqueEmail("ident")
    const { data, error } = await admin().auth.admin.createUser({
      email,
      password: "long-enough-1",
      user_metadata: { email: "victim@example.com", sub: "someone-else" },
    })
    expect(error).toBeNull()
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ email, sub: data.user?.id })
  })
})

describe("tokens that could never have been issued are refused, not crashed on", () => {
  it("answers a validly signed JWT with a non-uuid session or subject with 403", async () => {
    const { user } = await signedInStudent("jwt")
    const key = new TextEncoder().encode("super-secret-jwt-token-with-at-least-32-characters-long")
    for (const claims of [
      { sub: user.id, session_id: "not-a-uuid" },
      { sub: "not-a-uuid", session_id: "00000000-0000-0000-0000-000000000000" },
    ]) {
      const jwt = await new SignJWT({ ...claims, role: "authenticated" })
        .setProtectedHeader({ alg: "HS256" })
        .setExpirationTime("1h")
        .sign(key)
      const res = await authFetch("/user", { headers: { Authorization: `Bearer ${jwt}` } })
      expect(res.status).toBe(403)
      expect((await res.json()).code).toBe("session_not_found")
    }
  })
})

describe("the local Google page validates what it is posted", () => {
  it("re-shows the page with a message for a bad e-mail or an overlong name, creating nobody", async () => {
    const email = uniqueEmail("g")
    const bad = await postGoogleForm({ email: "not-an-address" })
    expect(bad.status).toBe(400)
    expect(bad.html).toContain("Enter a valid e-mail address.")
    const long = await postGoogleForm({ email, name: "n".repeat(256) })
    expect(long.status).toBe(400)
    expect(long.html).toContain("Enter a name of at most 255 characters.")
    expect(await userCount(email)).toBe(0)
  })

  it("refuses a malformed PKCE challenge (RFC 7636) on the page and in the form", async () => {
    const page = await fetch(
      `${stack().url}/auth/v1/authorize?provider=google&code_challenge=short&code_challenge_method=s256`,
    )
    expect(page.status).toBe(400)
    expect((await page.json()).msg).toBe("code challenge has to be between 43 and 128 characters")
    const form = await postGoogleForm({ email: uniqueEmail("g"), code_challenge: `${CHALLENGE.slice(1)}!` })
    expect(form.status).toBe(400)
    const method = await postGoogleForm({ email: uniqueEmail("g"), code_challenge_method: "md5" })
    expect(method.status).toBe(400)
  })
})

describe("two sign-ups racing for one new address", () => {
  it("creates one user: the other e-mail sign-up is told the address is taken, not a 500", async () => {
    const email = uniqueEmail("race")
    const results = await Promise.all([1, 2, 3].map(() => signup({ email, password: "long-enough-1" })))
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422])
    expect(await userCount(email)).toBe(1)
  })

  it("signs both Google sign-ins in as the same new student", async () => {
    const email = uniqueEmail("grace")
    const results = await Promise.all([1, 2, 3].map(() => postGoogleForm({ email })))
    expect(results.map((r) => r.status)).toEqual([303, 303, 303])
    expect(await userCount(email)).toBe(1)
  })
})
