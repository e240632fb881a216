import { readForm } from "../body"
import type { AuthContext, Handler } from "../context"
import { errors } from "../errors"
import { googlePage } from "../google-page"
import type { AuthUser } from "../users"
import { isPlausibleEmail, validateEmail, validateMetadata, validatePkce } from "../validate"

/** Longest "full name" the local Google page takes (it lands in every JWT). */
const MAX_NAME_LENGTH = 255

function sendPage(res: Parameters<Handler>[0]["res"], status: number, html: string) {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
  res.end(html)
}

/**
 * GET /authorize?provider=google: the local Google page. An unlisted
 * `redirect_to` is replaced by the site URL here already, as Supabase Auth
 * does, so the page never carries a foreign target.
 */
export const authorizePage: Handler = ({ res, url }, auth) => {
  const params = url.searchParams
  const provider = params.get("provider") ?? ""
  if (provider !== "google") throw errors.providerDisabled(provider || "(none)")
  validatePkce(params.get("code_challenge") ?? "", params.get("code_challenge_method") ?? "")
  const page = new URLSearchParams(params)
  page.set("redirect_to", auth.redirects.resolve(params.get("redirect_to")))
  sendPage(res, 200, googlePage(page))
}

async function findOrCreateGoogleUser(auth: AuthContext, email: string, name: string): Promise<AuthUser> {
  const existing = await auth.users.byEmail(email)
  if (existing) return (await auth.users.byId(existing.id))!
  const userMetadata = validateMetadata(
    { full_name: name, name, iss: "https://accounts.google.com", email_verified: true },
    "user_metadata",
  )
  const created = await auth.users.create({ email, provider: "google", userMetadata })
  if (created) return created
  // Lost a race with another sign-in for the same new address: that one created the user.
  const winner = await auth.users.byEmail(email)
  if (!winner) throw errors.emailExists()
  return (await auth.users.byId(winner.id))!
}

/** The tokens of an implicit-flow sign-in, in the URL fragment as Supabase Auth puts them. */
async function implicitFragment(auth: AuthContext, user: AuthUser) {
  const s = await auth.newSession(user, "oauth")
  return new URLSearchParams({
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    token_type: "bearer",
    provider_token: "",
    type: "",
  }).toString()
}

/** POST /authorize/google: the page's form. Finds or creates the student, then redirects back with a code. */
export const authorizeCallback: Handler = async ({ req, res }, auth) => {
  const form = await readForm(req)
  const email = form.get("email") ?? ""
  const name = (form.get("name") ?? "").trim()
  const problem = !isPlausibleEmail(email)
    ? "Enter a valid e-mail address."
    : name.length > MAX_NAME_LENGTH
      ? `Enter a name of at most ${MAX_NAME_LENGTH} characters.`
      : null
  if (problem) return sendPage(res, 400, googlePage(form, problem))
  const pkce = validatePkce(form.get("code_challenge") ?? "", form.get("code_challenge_method") ?? "")
  const target = new URL(auth.redirects.resolve(form.get("redirect_to")))
  const address = validateEmail(email)
  const user = await findOrCreateGoogleUser(auth, address, name || address.split("@")[0]!)
  if (pkce)
    target.searchParams.set("code", await auth.sessions.createFlowState(user.id, pkce.challenge, pkce.method, "google"))
  else target.hash = await implicitFragment(auth, user)
  res.writeHead(303, { Location: target.toString() })
  res.end()
}
