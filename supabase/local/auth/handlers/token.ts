import { readJson } from "../body"
import type { AuthContext, Handler } from "../context"
import { errors } from "../errors"
import { verifierMatches } from "../tokens"
import { stringField } from "../validate"

type Body = Record<string, unknown>

/** grant_type=password: a wrong password and an unknown e-mail fail alike, in the same time. */
async function passwordGrant(body: Body, auth: AuthContext) {
  const user = await auth.users.checkPassword(stringField(body, "email"), stringField(body, "password"))
  if (!user) throw errors.invalidCredentials()
  return auth.newSession(user, "password")
}

/** grant_type=pkce: the code from the Google page, with the verifier only its requester holds. */
async function pkceGrant(body: Body, auth: AuthContext) {
  const code = stringField(body, "auth_code")
  const verifier = stringField(body, "code_verifier")
  if (!code || !verifier)
    throw errors.validation("invalid request: both auth code and code verifier should be non-empty")
  const flow = await auth.sessions.takeFlowState(code)
  if (!verifierMatches(verifier, flow.code_challenge, flow.code_challenge_method)) throw errors.badCodeVerifier()
  const user = await auth.users.byId(flow.user_id)
  if (!user) throw errors.flowStateNotFound()
  return auth.newSession(user, "oauth")
}

async function refreshGrant(body: Body, auth: AuthContext) {
  const refresh = stringField(body, "refresh_token")
  if (!refresh) throw errors.refreshNotFound()
  const next = await auth.sessions.rotate(refresh)
  const user = await auth.users.byId(next.userId)
  if (!user) throw errors.refreshNotFound()
  return auth.issueSession(user, next.sessionId, next.refreshToken, "token_refresh")
}

const grants = new Map<string, (body: Body, auth: AuthContext) => Promise<unknown>>([
  ["password", passwordGrant],
  ["pkce", pkceGrant],
  ["refresh_token", refreshGrant],
])

/** POST /token?grant_type=password|pkce|refresh_token */
export const token: Handler = async ({ req, url }, auth) => {
  const grant = grants.get(url.searchParams.get("grant_type") ?? "")
  if (!grant) throw errors.unsupportedGrant()
  return grant(await readJson(req), auth)
}
