import type { IncomingMessage, ServerResponse } from "node:http"
import { clientAddress } from "../gateway"
import { closeAfterResponse, hasUnreadBody } from "../refuse-body"
import type { AuthContext, Handler } from "./context"
import { AuthError, errors, sendAuthError, sendJson } from "./errors"
import { adminCreateUser } from "./handlers/admin-users"
import { authorizeCallback, authorizePage } from "./handlers/authorize"
import { health } from "./handlers/health"
import { logout } from "./handlers/logout"
import { createRateLimiter, rateLimitKind, type RateLimits } from "./rate-limit"
import { settings } from "./handlers/settings"
import { signup } from "./handlers/signup"
import { token } from "./handlers/token"
import { user } from "./handlers/user"

/** `METHOD /path` (below /auth/v1, no trailing slash) to its handler. */
const routes = new Map<string, Handler>([
  ["GET /health", health],
  ["GET /settings", settings],
  ["GET /authorize", authorizePage],
  ["POST /authorize/google", authorizeCallback],
  ["POST /token", token],
  ["POST /signup", signup],
  ["POST /admin/users", adminCreateUser],
  ["GET /user", user],
  ["POST /logout", logout],
])

/** Dispatches a request below /auth/v1 and turns its outcome into a response. */
export function createRouter(auth: AuthContext, limits: RateLimits | null) {
  const take = limits ? createRateLimiter(limits) : () => 0
  return async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.replace(/^\/auth\/v1/, "").replace(/\/$/, "") || "/"
    const handler = routes.get(`${req.method} ${path}`)
    let result: unknown
    let failure: unknown
    try {
      if (!handler) throw errors.notFound()
      // Counted before the body is read: a refused request costs nothing.
      const kind = rateLimitKind(req.method ?? "", path, url.searchParams.get("grant_type"))
      const wait = kind ? take(kind, clientAddress(req)) : 0
      if (wait) throw errors.overRequestRateLimit(wait)
      result = await handler({ req, res, url }, auth)
    } catch (e) {
      failure = e
    }
    if (res.headersSent) return
    if (hasUnreadBody(req)) closeAfterResponse(req, res)
    if (failure === undefined) sendJson(res, 200, result)
    else if (failure instanceof AuthError) sendAuthError(req, res, failure)
    else {
      console.error("[auth]", failure)
      sendJson(res, 500, {
        code: "unexpected_failure",
        message: "Unexpected failure, please check server logs for more information",
      })
    }
  }
}
