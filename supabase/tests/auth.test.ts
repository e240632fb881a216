import { describe, expect, it } from "vitest"
import { admin, newClient, signedInStudent, stack, uniqueEmail, withDb } from "./helpers"

const REDIRECT = "http://localhost:5173/practice"

/** Walks the local Google page as a browser would; returns the `?code=` it redirects back with. */
async function googleSignIn(client: ReturnType<typeof newClient>, email: string) {
  const { data, error } = await client.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: REDIRECT, skipBrowserRedirect: true },
  })
  if (error) throw error
  const page = await fetch(data.url!)
  const html = await page.text()
  expect(page.status).toBe(200)
  expect(html).toContain("<title>Local Google sign-in (development stand-in)</title>")
  const authorize = new URL(data.url!)
  const form = new URLSearchParams({
    email,
    redirect_to: authorize.searchParams.get("redirect_to")!,
    code_challenge: authorize.searchParams.get("code_challenge")!,
    code_challenge_method: authorize.searchParams.get("code_challenge_method")!,
  })
  const back = await fetch(`${stack().url}/auth/v1/authorize/google`, {
    method: "POST",
    body: form,
    redirect: "manual",
  })
  expect(back.status).toBe(303)
  const location = new URL(back.headers.get("location")!)
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
  return location.searchParams.get("code")!
}

describe("Google sign-in (local PKCE stand-in)", () => {
  it("round-trips to a session for a new Google user, and the same user next time", async () => {
    const email = uniqueEmail("google")
    const client = newClient()
    const code = await googleSignIn(client, email)
    const { data, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email).toBe(email)
    expect(data.user?.app_metadata.provider).toBe("google")
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(["google"])

    const again = newClient()
    const second = await again.auth.exchangeCodeForSession(await googleSignIn(again, email.toUpperCase()))
    expect(second.data.user?.id).toBe(data.user?.id)
  })

  it("rejects a code presented with another client's verifier, and a code used twice", async () => {
    const owner = newClient()
    const code = await googleSignIn(owner, uniqueEmail("pkce"))
    // A second client has its own code verifier in its storage.
    const thief = newClient()
    await thief.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: REDIRECT, skipBrowserRedirect: true },
    })
    const stolen = await thief.auth.exchangeCodeForSession(code)
    expect(stolen.error?.code).toBe("bad_code_verifier")
    expect(stolen.error?.status).toBe(400)
    // The code was consumed by the failed attempt: it cannot be replayed.
    const replay = await owner.auth.exchangeCodeForSession(code)
    expect(replay.error?.code).toBe("flow_state_not_found")
  })

  it("refuses unknown providers", async () => {
    const github = await fetch(`${stack().url}/auth/v1/authorize?provider=github`)
    expect(github.status).toBe(400)
    expect(await github.json()).toMatchObject({ msg: expect.stringContaining("github") })
  })
})

describe("password grant, users and tokens", () => {
  it("signs in with the password and rejects a wrong one with invalid_credentials", async () => {
    const { email, client } = await signedInStudent()
    const { data } = await client.auth.getUser()
    expect(data.user?.email).toBe(email)
    const wrong = await newClient().auth.signInWithPassword({ email, password: "not-the-password" })
    expect(wrong.error?.code).toBe("invalid_credentials")
    expect(wrong.error?.message).toBe("Invalid login credentials")
  })

  it("signs up with e-mail and password (auto-confirmed) and refuses a duplicate", async () => {
    const email = uniqueEmail("signup")
    const client = newClient()
    const { data, error } = await client.auth.signUp({ email, password: "sufficient-pw" })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    const dup = await newClient().auth.signUp({ email, password: "sufficient-pw" })
    expect(dup.error?.code).toBe("user_already_exists")
    const weak = await newClient().auth.signUp({ email: uniqueEmail("weak"), password: "123" })
    expect(weak.error?.code).toBe("weak_password")
  })

  it("lets only the service role create users", async () => {
    const asAnon = await newClient().auth.admin.createUser({ email: uniqueEmail("x"), password: "whatever-1" })
    expect(asAnon.error?.status).toBe(403)
    const asAdmin = await admin().auth.admin.createUser({ email: uniqueEmail("y"), password: "whatever-1" })
    expect(asAdmin.error).toBeNull()
    expect(asAdmin.data.user?.identities?.[0]?.provider).toBe("email")
  })

  it("issues JWTs with the claims Supabase puts in them", async () => {
    const { session, user } = await signedInStudent()
    const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1]!, "base64url").toString())
    expect(claims).toMatchObject({ sub: user.id, email: user.email, role: "authenticated", aud: "authenticated" })
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(claims.exp - claims.iat).toBe(3600)
  })

  it("rotates refresh tokens and ends the session when a rotated token is reused", async () => {
    const { client, session } = await signedInStudent()
    const first = session.refresh_token
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    const second = data.session!.refresh_token
    expect(second).not.toBe(first)
    // Age the rotated token past the 10 s reuse interval, then replay it.
    await withDb((db) =>
      db.query("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1", [first]),
    )
    const replay = await newClient().auth.refreshSession({ refresh_token: first })
    expect(replay.error?.code).toBe("refresh_token_already_used")
    // Reuse is treated as theft: the whole session, including the newest token, is gone.
    const after = await newClient().auth.refreshSession({ refresh_token: second })
    expect(after.error?.code).toBe("refresh_token_not_found")
  })

  it("refuses unknown and expired refresh tokens", async () => {
    const unknown = await newClient().auth.refreshSession({ refresh_token: "no-such-token" })
    expect(unknown.error?.code).toBe("refresh_token_not_found")
    const { session } = await signedInStudent()
    await withDb((db) =>
      db.query(
        "update auth.sessions set updated_at = now() - interval '8 days' where id = (select session_id from auth.refresh_tokens where token = $1)",
        [session.refresh_token],
      ),
    )
    const expired = await newClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(expired.error?.code).toBe("session_expired")
  })

  it("signs out: the access token no longer resolves a user", async () => {
    const { client, session } = await signedInStudent()
    await client.auth.signOut()
    const res = await fetch(`${stack().url}/auth/v1/user`, {
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${session.access_token}` },
    })
    expect(res.status).toBe(403)
  })

  it("answers health without a key and refuses API calls with no or a bad key", async () => {
    expect((await fetch(`${stack().url}/auth/v1/health`)).status).toBe(200)
    const none = await fetch(`${stack().url}/rest/v1/`)
    expect(none.status).toBe(401)
    const bad = await fetch(`${stack().url}/auth/v1/user`, { headers: { apikey: "nope" } })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toEqual({ message: "Invalid API key" })
  })

  it("answers CORS preflights as the hosted gateway does", async () => {
    const res = await fetch(`${stack().url}/rest/v1/anything`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Headers": "apikey,authorization,x-client-info",
      },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get("access-control-allow-origin")).toBe("*")
    expect(res.headers.get("access-control-allow-headers")).toContain("apikey")
  })
})
