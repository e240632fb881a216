import type { IncomingMessage, ServerResponse } from "node:http"
import type pg from "pg"
import { AuthError, errors } from "./errors"
import type { RedirectPolicy } from "./redirects"
import { SessionStore } from "./sessions"
import { ACCESS_TOKEN_TTL_S, signAccessToken, verifyJwt } from "./tokens"
import { UserStore, type AuthUser } from "./users"

/** One request, as every handler sees it. */
export type RequestCtx = { req: IncomingMessage; res: ServerResponse; url: URL }

/**
 * What handlers share: the stores, the redirect policy and the session
 * helpers. A handler returns a JSON body (sent with 200) or writes `res`
 * itself and returns nothing; it throws AuthError for a GoTrue-shaped error.
 */
export type Handler = (ctx: RequestCtx, auth: AuthContext) => unknown

export type AuthContext = ReturnType<typeof createAuthContext>

export function createAuthContext(opts: {
  db: pg.Pool
  apiUrl: string
  redirects: RedirectPolicy
  refreshTokenReuseInterval: number
}) {
  const users = new UserStore(opts.db)
  const sessions = new SessionStore(opts.db, opts.refreshTokenReuseInterval)
  const issuer = `${opts.apiUrl}/auth/v1`

  /** The token response of Supabase Auth for a session's refresh token. */
  async function issueSession(user: AuthUser, sessionId: string, refreshToken: string, method: string) {
    const accessToken = await signAccessToken(issuer, user, sessionId, method)
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_TTL_S,
      expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_S,
      refresh_token: refreshToken,
      user,
    }
  }

  async function newSession(user: AuthUser, method: string) {
    await users.touchSignIn(user.id)
    const s = await sessions.create(user.id)
    return issueSession((await users.byId(user.id))!, s.sessionId, s.refreshToken, method)
  }

  function bearer(req: IncomingMessage) {
    const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")
    if (!m) throw errors.noAuthorization()
    return m[1]!
  }

  /** The signed-in user of a request, checking that the session still exists. */
  async function currentUser(req: IncomingMessage) {
    let claims
    try {
      claims = await verifyJwt(bearer(req))
    } catch (e) {
      if (e instanceof AuthError) throw e
      throw errors.badJwt((e as Error).message)
    }
    const sessionId = typeof claims.session_id === "string" ? claims.session_id : ""
    // Session ids are uuids; anything else cannot exist (and must not reach a uuid column).
    if (!claims.sub || !/^[0-9a-f-]{36}$/i.test(sessionId) || !(await sessions.exists(sessionId)))
      throw errors.sessionNotFound()
    const user = /^[0-9a-f-]{36}$/i.test(claims.sub) ? await users.byId(claims.sub) : null
    if (!user) throw errors.sessionNotFound()
    return { user, sessionId }
  }

  async function requireServiceRole(req: IncomingMessage) {
    try {
      const claims = await verifyJwt(bearer(req))
      if (claims.role === "service_role") return
    } catch {
      /* fall through */
    }
    throw errors.notAdmin()
  }

  return {
    apiUrl: opts.apiUrl,
    users,
    sessions,
    redirects: opts.redirects,
    issueSession,
    newSession,
    currentUser,
    requireServiceRole,
  }
}
