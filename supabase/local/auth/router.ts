import type { IncomingMessage, ServerResponse } from "node:http"
import type { AuthContext, Handler } from "./context"
import { AuthError, errors, sendAuthError, sendJson } from "./errors"
import { adminCreateUser } from "./handlers/admin-users"
import { authorizeCallback, authorizePage } from "./handlers/authorize"
import { health } from "./handlers/health"
import { logout } from "./handlers/logout"
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

/** What a client may still send after its body was refused, before the connection is cut. */
const LINGER_MS = 1000
const LINGER_BYTES = 16 * 1024 * 1024

/**
 * A request whose body was not read to the end (too large, or refused before
 * it was needed) is not drained: its connection closes after the response.
 * Closing at once would reset it while the client is still sending, and a
 * reset can destroy the response before the client reads it. So, as Go's
 * net/http and nginx do, the write side closes first (FIN, after the
 * response) and what still arrives is discarded for a moment (at most 1 s or
 * 16 MB) before the socket is destroyed.
 */
function closeAfterResponse(req: IncomingMessage, res: ServerResponse) {
  const socket = req.socket
  const destroy = () => socket.destroy()
  const timer = setTimeout(destroy, LINGER_MS)
  socket.once("close", () => clearTimeout(timer))
  res.once("finish", () => socket.end())
  let discarded = 0
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > LINGER_BYTES) destroy()
  })
  req.resume()
}

/** Dispatches a request below /auth/v1 and turns its outcome into a response. */
export function createRouter(auth: AuthContext) {
  return async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.replace(/^\/auth\/v1/, "").replace(/\/$/, "") || "/"
    const handler = routes.get(`${req.method} ${path}`)
    let result: unknown
    let failure: unknown
    try {
      if (!handler) throw errors.notFound()
      result = await handler({ req, res, url }, auth)
    } catch (e) {
      failure = e
    }
    if (res.headersSent) return
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined
    if (hasBody && !req.complete) closeAfterResponse(req, res)
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
