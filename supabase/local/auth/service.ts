import type { IncomingMessage, ServerResponse } from "node:http"
import type pg from "pg"
import { AuthError, errors, sendAuthError, sendJson } from "./errors"
import { googlePage } from "./google-page"
import { SessionStore } from "./sessions"
import { ACCESS_TOKEN_TTL_S, signAccessToken, verifierMatches, verifyJwt } from "./tokens"
import { UserStore, type AuthUser } from "./users"

type Ctx = { req: IncomingMessage; res: ServerResponse; url: URL; body: () => Promise<Record<string, unknown>> }

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

const str = (v: unknown) => (typeof v === "string" ? v : "")
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The subset of the Supabase Auth HTTP API that supabase-js v2 uses, backed
 * by the auth.* tables. Development tooling: never deployed.
 */
export function createAuthService(opts: {
  db: pg.Pool
  /** Public URL of the API origin, e.g. http://127.0.0.1:54321 */
  apiUrl: string
  /** Whether a redirect target is allowed (config.toml's site_url and additional_redirect_urls). */
  isAllowedRedirect: (url: string) => boolean
}) {
  const users = new UserStore(opts.db)
  const sessions = new SessionStore(opts.db)
  const issuer = `${opts.apiUrl}/auth/v1`

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
    const h = req.headers.authorization ?? ""
    const m = /^Bearer\s+(.+)$/i.exec(h)
    if (!m) throw errors.noAuthorization()
    return m[1]!
  }

  /** Resolves the signed-in user of a request, checking the session still exists. */
  async function currentUser(req: IncomingMessage) {
    let claims
    try {
      claims = await verifyJwt(bearer(req))
    } catch (e) {
      if (e instanceof AuthError) throw e
      throw errors.badJwt((e as Error).message)
    }
    const sessionId = str(claims.session_id)
    if (!claims.sub || !sessionId || !(await sessions.exists(sessionId))) throw errors.sessionNotFound()
    const user = await users.byId(claims.sub)
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

  function validateCredentials(body: Record<string, unknown>) {
    const email = str(body.email).trim().toLowerCase()
    const password = str(body.password)
    if (!EMAIL_RE.test(email)) throw errors.validation("Unable to validate email address: invalid format")
    if (password.length < 6) throw errors.weakPassword()
    return { email, password }
  }

  async function token(ctx: Ctx) {
    const grant = ctx.url.searchParams.get("grant_type")
    const body = await ctx.body()
    if (grant === "password") {
      const user = await users.checkPassword(str(body.email).trim(), str(body.password))
      if (!user) throw errors.invalidCredentials()
      return newSession(user, "password")
    }
    if (grant === "pkce") {
      const code = str(body.auth_code)
      const verifier = str(body.code_verifier)
      if (!code || !verifier)
        throw errors.validation("invalid request: both auth code and code verifier should be non-empty")
      const flow = await sessions.takeFlowState(code)
      if (!verifierMatches(verifier, flow.code_challenge, flow.code_challenge_method)) throw errors.badCodeVerifier()
      const user = await users.byId(flow.user_id)
      if (!user) throw errors.flowStateNotFound()
      return newSession(user, "oauth")
    }
    if (grant === "refresh_token") {
      const refresh = str(body.refresh_token)
      if (!refresh) throw errors.refreshNotFound()
      const next = await sessions.rotate(refresh)
      const user = await users.byId(next.userId)
      if (!user) throw errors.refreshNotFound()
      return issueSession(user, next.sessionId, next.refreshToken, "token_refresh")
    }
    throw errors.unsupportedGrant()
  }

  function authorizePage(ctx: Ctx) {
    const provider = ctx.url.searchParams.get("provider") ?? ""
    if (provider !== "google") throw errors.providerDisabled(provider || "(none)")
    const redirect = ctx.url.searchParams.get("redirect_to") ?? ""
    if (redirect && !opts.isAllowedRedirect(redirect)) throw errors.badRedirect()
    ctx.res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
    ctx.res.end(googlePage(ctx.url.searchParams))
  }

  /** The local Google page's form: find or create the user, then redirect back with a code. */
  async function authorizeCallback(ctx: Ctx) {
    const form = new URLSearchParams(await readBody(ctx.req))
    const email = (form.get("email") ?? "").trim().toLowerCase()
    if (!EMAIL_RE.test(email)) {
      ctx.res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" })
      ctx.res.end(googlePage(form, "Enter a valid e-mail address."))
      return
    }
    const redirect = form.get("redirect_to") || opts.apiUrl
    if (!opts.isAllowedRedirect(redirect)) throw errors.badRedirect()
    const name = (form.get("name") ?? "").trim() || email.split("@")[0]!
    const existing = await users.byEmail(email)
    const user =
      (existing && (await users.byId(existing.id))) ??
      (await users.create({
        email,
        provider: "google",
        userMetadata: { full_name: name, name, iss: "https://accounts.google.com", email_verified: true },
      }))
    const target = new URL(redirect)
    const challenge = form.get("code_challenge")
    if (challenge) {
      const method = form.get("code_challenge_method") === "plain" ? "plain" : "s256"
      target.searchParams.set("code", await sessions.createFlowState(user.id, challenge, method, "google"))
    } else {
      // Implicit flow: tokens in the fragment, as Supabase Auth does.
      const s = await newSession(user, "oauth")
      target.hash = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: "bearer",
        provider_token: "",
        type: "",
      }).toString()
    }
    ctx.res.writeHead(303, { Location: target.toString() })
    ctx.res.end()
  }

  async function route(ctx: Ctx): Promise<unknown> {
    const { req, url } = ctx
    const p = url.pathname.replace(/^\/auth\/v1/, "").replace(/\/$/, "") || "/"
    const key = `${req.method} ${p}`
    switch (key) {
      case "GET /health":
        return {
          version: "local",
          name: "GoTrue (SAT Cookie local stand-in)",
          description: "Local Supabase Auth stand-in",
        }
      case "GET /settings":
        return { external: { google: true, email: true }, disable_signup: false, mailer_autoconfirm: true }
      case "GET /authorize":
        return authorizePage(ctx)
      case "POST /authorize/google":
        return authorizeCallback(ctx)
      case "POST /token":
        return token(ctx)
      case "POST /signup": {
        const body = await ctx.body()
        const { email, password } = validateCredentials(body)
        if (await users.byEmail(email)) throw errors.userAlreadyExists()
        const data = (body.data as Record<string, unknown> | undefined) ?? {}
        const user = await users.create({ email, password, provider: "email", userMetadata: data })
        return newSession(user, "password")
      }
      case "POST /admin/users": {
        await requireServiceRole(req)
        const body = await ctx.body()
        const { email, password } = validateCredentials(body)
        if (await users.byEmail(email)) throw errors.emailExists()
        const meta = (body.user_metadata as Record<string, unknown> | undefined) ?? {}
        return users.create({ email, password, provider: "email", userMetadata: meta })
      }
      case "GET /user":
        return (await currentUser(req)).user
      case "POST /logout": {
        const { user, sessionId } = await currentUser(req)
        const scope = url.searchParams.get("scope")
        await sessions.signOut(sessionId, user.id, scope === "local" || scope === "others" ? scope : "global")
        ctx.res.writeHead(204)
        ctx.res.end()
        return
      }
      default:
        throw errors.notFound()
    }
  }

  return async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL) {
    const ctx: Ctx = {
      req,
      res,
      url,
      body: async () => {
        const raw = await readBody(req)
        if (!raw) return {}
        try {
          const parsed: unknown = JSON.parse(raw)
          if (parsed && typeof parsed === "object") return parsed as Record<string, unknown>
        } catch {
          /* fall through */
        }
        throw errors.badJson()
      },
    }
    try {
      const result = await route(ctx)
      if (!res.headersSent) sendJson(res, 200, result)
    } catch (e) {
      if (res.headersSent) return
      if (e instanceof AuthError) sendAuthError(req, res, e)
      else {
        console.error("[auth]", e)
        sendJson(res, 500, {
          code: "unexpected_failure",
          message: "Unexpected failure, please check server logs for more information",
        })
      }
    }
  }
}
