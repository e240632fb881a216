import { createHmac, timingSafeEqual } from "node:crypto"
import http, { type IncomingMessage, type ServerResponse } from "node:http"
import { MAX_BODY_BYTES, closeAfterResponse, hasUnreadBody } from "./refuse-body"

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD",
  "Access-Control-Expose-Headers": "Content-Range, Content-Location, X-Supabase-Api-Version, Preference-Applied",
  "Access-Control-Max-Age": "3600",
}

/** SUPABASE_LOCAL_SERVER_TIMING=1 adds Server-Timing headers (PostgREST's phases and the gateway's time). */
export const serverTimingEnabled = () => process.env.SUPABASE_LOCAL_SERVER_TIMING === "1"

/** The socket's peer address, without the IPv4-mapped IPv6 prefix. */
export function clientAddress(req: IncomingMessage) {
  return (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "")
}

/**
 * Requests one signed-in student may have in flight at /rest/v1. PostgREST
 * holds a pool of 10 connections; a pile of parallel reads from one student
 * filled it and held another student's save for 1-2 s. The app's busiest
 * screen sends 6 requests at once (the practice home: tests, history,
 * review stats, due count, entitlement, section analytics), so 8 is never
 * reached by the app and leaves the pool room for everyone else.
 */
export const MAX_IN_FLIGHT_PER_USER = 8

/** The `sub` of an HS256 JWT signed with `secret` and not expired, else null. */
export function verifiedSubject(token: string, secret: string): string | null {
  const parts = token.split(".")
  if (parts.length !== 3) return null
  const expected = createHmac("sha256", secret).update(`${parts[0]}.${parts[1]}`).digest()
  const given = Buffer.from(parts[2]!, "base64url")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, "base64url").toString("utf8")) as { alg?: unknown }
    if (header.alg !== "HS256") return null
    const claims = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as { sub?: unknown; exp?: unknown }
    if (typeof claims.exp === "number" && claims.exp * 1000 < Date.now()) return null
    return typeof claims.sub === "string" && claims.sub ? claims.sub : null
  } catch {
    return null
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...CORS_HEADERS, ...headers })
  res.end(JSON.stringify(body))
}

/**
 * One origin for both APIs, as Supabase's API gateway gives: `/rest/v1/*`
 * goes to PostgREST, `/auth/v1/*` to the auth service, with the CORS headers
 * and apikey check hosted Supabase applies.
 */
export function createGateway(opts: {
  postgrestPort: number
  apiKeys: string[]
  /** Verifies user JWTs for the per-user in-flight limit. */
  jwtSecret: string
  handleAuth: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>
  maxInFlightPerUser?: number
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const timing = serverTimingEnabled()
  const maxInFlight = opts.maxInFlightPerUser ?? MAX_IN_FLIGHT_PER_USER
  const inFlight = new Map<string, number>()

  /**
   * Bodies over 1 MB are refused before PostgREST sees a byte: a declared
   * Content-Length at once, a chunked body as soon as it crosses the limit
   * (the upstream request is aborted, so PostgREST never parses it).
   */
  const tooLarge = (req: IncomingMessage, res: ServerResponse) => {
    closeAfterResponse(req, res)
    sendJson(res, 413, {
      code: "request_too_large",
      message: `Request body is too large: at most ${MAX_BODY_BYTES} bytes are accepted`,
    })
  }

  /**
   * At most `maxInFlight` requests per signed-in student (the JWT's verified
   * `sub`) at once; anonymous and service-role requests carry no `sub` and
   * are not counted here. Returns the release function, or null when refused.
   */
  function admit(req: IncomingMessage): (() => void) | null {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1]
    const sub = bearer ? verifiedSubject(bearer, opts.jwtSecret) : null
    if (!sub) return () => {}
    const n = inFlight.get(sub) ?? 0
    if (n >= maxInFlight) return null
    inFlight.set(sub, n + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const left = (inFlight.get(sub) ?? 1) - 1
      if (left > 0) inFlight.set(sub, left)
      else inFlight.delete(sub)
    }
  }

  function proxyRest(req: IncomingMessage, res: ServerResponse, url: URL) {
    const received = performance.now()
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return tooLarge(req, res)
    const release = admit(req)
    if (!release) {
      if (hasUnreadBody(req)) closeAfterResponse(req, res)
      sendJson(
        res,
        429,
        { code: "too_many_requests", message: "Too many requests at once, try again in a moment" },
        { "Retry-After": "1" },
      )
      return
    }
    res.once("close", release)
    let size = 0
    let refused = false
    const headers = {
      ...req.headers,
      host: `127.0.0.1:${opts.postgrestPort}`,
      // Who is calling, for per-client rate limits (private.client_address()).
      // Like Supabase's gateway with an untrusted client, replace whatever the
      // client sent: a forged X-Forwarded-For must not buy a fresh limit.
      "x-forwarded-for": clientAddress(req),
    }
    // supabase-js always sends the apikey; with no user token the key itself is
    // the bearer, which gives the anon (or service_role) database role.
    if (!headers.authorization && typeof req.headers.apikey === "string")
      headers.authorization = `Bearer ${req.headers.apikey}`
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: opts.postgrestPort,
        method: req.method,
        path: url.pathname.replace(/^\/rest\/v1/, "") + url.search,
        headers,
        agent,
      },
      (up) => {
        // A statement timeout (57014) is PostgREST's 500; it means "busy",
        // not "broken": answer 503 with a short message the app shows as such.
        if (up.statusCode === 500) return void statementTimeoutAs503(up, res)
        const headers: http.OutgoingHttpHeaders = { ...up.headers, ...CORS_HEADERS }
        // For the benchmark: how long the gateway held the request, next to
        // PostgREST's own phases (client time minus this is spent before the gateway).
        if (timing)
          headers["server-timing"] = [
            up.headers["server-timing"],
            `gateway;dur=${(performance.now() - received).toFixed(2)}`,
          ]
            .filter(Boolean)
            .join(", ")
        res.writeHead(up.statusCode ?? 502, headers)
        up.pipe(res)
      },
    )
    upstream.on("error", (e) => {
      if (res.headersSent || refused) return void res.end()
      res.writeHead(502, { "Content-Type": "application/json", ...CORS_HEADERS })
      res.end(JSON.stringify({ message: `An invalid response was received from the upstream server: ${e.message}` }))
    })
    req.on("data", (chunk: Buffer) => {
      if (refused) return
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        refused = true
        req.unpipe(upstream)
        upstream.destroy()
        if (!res.headersSent) tooLarge(req, res)
        return
      }
    })
    req.pipe(upstream)
  }

  /** Passes a 500 on, unless it is a statement timeout, which becomes 503. */
  function statementTimeoutAs503(up: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    up.on("data", (c: Buffer) => chunks.push(c))
    up.on("end", () => {
      const body = Buffer.concat(chunks)
      let code: unknown
      try {
        code = (JSON.parse(body.toString("utf8")) as { code?: unknown }).code
      } catch {
        code = undefined
      }
      if (code === "57014") {
        sendJson(res, 503, { code: "57014", message: "The server is busy, try again" }, { "Retry-After": "1" })
        return
      }
      const headers: http.OutgoingHttpHeaders = { ...up.headers, ...CORS_HEADERS }
      res.writeHead(500, headers)
      res.end(body)
    })
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    if (req.method === "OPTIONS") {
      res.writeHead(200, {
        ...CORS_HEADERS,
        "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "*",
      })
      res.end()
      return
    }
    for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v)
    const isRest = url.pathname === "/rest/v1" || url.pathname.startsWith("/rest/v1/")
    const isAuth = url.pathname.startsWith("/auth/v1/")
    // The browser-facing Google page and its form post carry no apikey, as with hosted Supabase.
    const keyFree = isAuth && /^\/auth\/v1\/(authorize|authorize\/google|health)$/.test(url.pathname)
    if ((isRest || isAuth) && !keyFree) {
      const key = req.headers.apikey ?? url.searchParams.get("apikey")
      if (typeof key !== "string" || !opts.apiKeys.includes(key)) {
        res.writeHead(401, { "Content-Type": "application/json" })
        res.end(JSON.stringify({ message: key ? "Invalid API key" : "No API key found in request" }))
        return
      }
    }
    if (isRest) return proxyRest(req, res, url)
    if (isAuth) return void opts.handleAuth(req, res, url)
    res.writeHead(404, { "Content-Type": "application/json" })
    res.end(JSON.stringify({ message: "no Route matched with those values" }))
  })
}
