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
 * Requests one signed-in student may have at PostgREST at once; more wait
 * in line at the gateway (up to MAX_WAITING_PER_USER), beyond that 429.
 * PostgREST holds a pool of 10 connections: a pile of parallel reads from
 * one student filled it and held another student's save for 1-2 s.
 * Counted in Chromium (26 Nov 2026), the app never has more than 3 requests
 * in flight (the practice home on a cold load; every other page 1-2; the
 * runner's answer queue sends one at a time), so waiting rather than
 * refusing matters: the home's third read waits a few milliseconds for one
 * of the first two and is never failed. Measured quietly with 16 parallel
 * reads from one student (bench:api --attack inflight, 40 other students),
 * another student's save p95 rose x6.7 with 8 running and none waiting
 * (the refusals came back at once and the attacker spun), x2.3 with 4
 * running, x1.8-2.2 with 3 and x1.1-1.7 with 2.
 */
export const MAX_IN_FLIGHT_PER_USER = 2
export const MAX_WAITING_PER_USER = 16

/**
 * What anonymous visitors (the anon key, no student token) may ask of
 * /rest/v1: the access screen's code check, and nothing else. The database
 * grants `anon` exactly this one function too; the gateway answers the rest
 * itself, so a flood of refused anonymous requests never reaches PostgREST's
 * pool or Postgres (8 streams of refused anonymous `spr_matches` calls took
 * another student's save p95 from 223 to 2,180 ms when PostgREST refused them).
 */
export const ANON_ALLOWED = new Set(["POST /rpc/validate_setup_code"])

/**
 * Anonymous requests one client address may have at PostgREST at once;
 * more wait in line (up to MAX_ANON_WAITING_PER_ADDRESS each), beyond that
 * 429. A class behind one school address checking codes at once is served
 * in turn (a check takes milliseconds); one address can never hold more than
 * two of PostgREST's 10 connections.
 */
export const MAX_ANON_IN_FLIGHT_PER_ADDRESS = 2
const TOO_MANY_AT_ONCE = { code: "too_many_requests", message: "Too many requests at once, try again in a moment" }
export const MAX_ANON_WAITING_PER_ADDRESS = 64

/**
 * How long an idle kept-alive connection stays open (Node's default is 5 s;
 * nginx's, in front of hosted Supabase, 75 s). Clients pool sockets for as
 * long as the server's `Keep-Alive: timeout=` hint says, less a second or
 * two; a client whose event loop is held up past that margin (a loaded test
 * or bench process on 2 cores) sends on a socket the server has just closed
 * and sees "other side closed" or ECONNRESET. With 5 s, parallel supabase-js
 * sign-ins after a pause of 1-3 s plus a 3.5 s stall failed 14 of 360 (21 of
 * 360 before the session-5/6 gateway changes: the cause is the timeout, not
 * them); the stall would have to pass 73 s now.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000

/** The claims of an HS256 JWT signed with `secret` and not expired, else null. */
export function verifiedClaims(token: string, secret: string): { sub?: unknown; role?: unknown } | null {
  const parts = token.split(".")
  if (parts.length !== 3) return null
  const expected = createHmac("sha256", secret).update(`${parts[0]}.${parts[1]}`).digest()
  const given = Buffer.from(parts[2]!, "base64url")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, "base64url").toString("utf8")) as { alg?: unknown }
    if (header.alg !== "HS256") return null
    const claims = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as {
      sub?: unknown
      role?: unknown
      exp?: unknown
    }
    if (typeof claims.exp === "number" && claims.exp * 1000 < Date.now()) return null
    return claims
  } catch {
    return null
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...CORS_HEADERS, ...headers })
  res.end(JSON.stringify(body))
}

/**
 * How long the gateway keeps an idle connection to PostgREST for reuse.
 * PostgREST (Warp) closes idle connections after 30 s; a request sent on a
 * pooled socket at the instant Warp closes it fails with ECONNRESET (the race
 * behind the sign-in failures KEEP_ALIVE_TIMEOUT_MS fixed, seen from the other
 * side). Closing our idle sockets first, at 20 s, removes it. Node applies the
 * agent's timeout to idle pooled sockets only: a slower answer still arrives.
 */
export const UPSTREAM_IDLE_MS = 20_000

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
  maxWaitingPerUser?: number
  /**
   * The anonymous gate (default on): anonymous requests reach PostgREST only
   * for ANON_ALLOWED, at most MAX_ANON_IN_FLIGHT_PER_ADDRESS at once per
   * address. The integration suite's shared stack turns it off, so that its
   * anonymous tests exercise the database's own grants, which is all a
   * hosted project has (attacks-gateway.test.ts runs a gateway with it on).
   */
  anonymousGate?: boolean
  maxAnonInFlightPerAddress?: number
  maxAnonWaitingPerAddress?: number
  upstreamIdleMs?: number
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: opts.upstreamIdleMs ?? UPSTREAM_IDLE_MS })
  const timing = serverTimingEnabled()
  const anonymousGate = opts.anonymousGate ?? true
  // Per student (verified `sub`) and per anonymous client address: requests at PostgREST, and the ones waiting their turn.
  const studentLines = lines(
    opts.maxInFlightPerUser ?? MAX_IN_FLIGHT_PER_USER,
    opts.maxWaitingPerUser ?? MAX_WAITING_PER_USER,
  )
  const anonLines = lines(
    opts.maxAnonInFlightPerAddress ?? MAX_ANON_IN_FLIGHT_PER_ADDRESS,
    opts.maxAnonWaitingPerAddress ?? MAX_ANON_WAITING_PER_ADDRESS,
  )

  /**
   * Who a /rest/v1 request is: a student (verified JWT with a `sub`), the
   * service role, or anonymous (the anon key, or no token). A token that does
   * not verify (expired, forged) is neither: PostgREST refuses it with its own
   * JWT error before it takes a database connection.
   */
  function caller(
    req: IncomingMessage,
  ): { kind: "student"; sub: string } | { kind: "service" | "anon" | "unverified" } {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1]
    const token = bearer ?? (typeof req.headers.apikey === "string" ? req.headers.apikey : "")
    const claims = token ? verifiedClaims(token, opts.jwtSecret) : null
    if (!claims) return { kind: token ? "unverified" : "anon" }
    if (claims.role === "service_role") return { kind: "service" }
    if (typeof claims.sub === "string" && claims.sub) return { kind: "student", sub: claims.sub }
    return { kind: "anon" }
  }

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

  /** Answers a refused request without reading its body (the connection then closes after the answer). */
  function refuse(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers = {}) {
    if (hasUnreadBody(req)) closeAfterResponse(req, res)
    sendJson(res, status, body, headers)
  }

  async function proxyRest(req: IncomingMessage, res: ServerResponse, url: URL) {
    const received = performance.now()
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return tooLarge(req, res)
    // One verification of the token per request: the anonymous gate and the per-student limit both use it.
    const who = caller(req)
    if (anonymousGate && who.kind === "anon") {
      const route = `${req.method} ${url.pathname.replace(/^\/rest\/v1/, "")}`
      if (!ANON_ALLOWED.has(route))
        return refuse(req, res, 401, {
          code: "42501",
          details: null,
          hint: "Sign in first",
          message: "permission denied: anonymous requests may only check a setup code",
        })
      return forwardInTurn(anonLines, clientAddress(req), req, res, url, received)
    }
    // Anonymous and service-role requests carry no `sub`, and an unverified
    // token is refused by PostgREST before it takes a connection: neither is counted.
    if (who.kind !== "student") return forward(req, res, url, received)
    return forwardInTurn(studentLines, who.sub, req, res, url, received)
  }

  /** Forwards once `key` has a free slot in `line`; 429 with Retry-After when its line is full. */
  async function forwardInTurn(
    line: Lines,
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    received: number,
  ) {
    const release = await line.take(key)
    if (!release) return refuse(req, res, 429, TOO_MANY_AT_ONCE, { "Retry-After": "1" })
    // The client may have gone while it waited in line.
    if (req.destroyed || res.destroyed) return release()
    res.once("close", release)
    forward(req, res, url, received)
  }

  /** Sends the request on to PostgREST (reading the body only up to the limit) and its answer back. */
  function forward(req: IncomingMessage, res: ServerResponse, url: URL, received: number) {
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

  const server = http.createServer((req, res) => {
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
    if (isRest) return void proxyRest(req, res, url)
    if (isAuth) return void opts.handleAuth(req, res, url)
    res.writeHead(404, { "Content-Type": "application/json" })
    res.end(JSON.stringify({ message: "no Route matched with those values" }))
  })
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  return server
}

type Lines = ReturnType<typeof lines>

/**
 * Per key, at most `running` holders at once and `waiting` more in line
 * (first come, first served); `take` resolves with the release function, or
 * null when the key's line is full. A key with nobody running or waiting
 * holds no memory.
 */
export function lines(running: number, waiting: number) {
  const byKey = new Map<string, { running: number; waiting: (() => void)[] }>()
  return {
    take(key: string): Promise<(() => void) | null> {
      const line = byKey.get(key) ?? { running: 0, waiting: [] }
      byKey.set(key, line)
      let released = false
      const release = () => {
        if (released) return
        released = true
        const next = line.waiting.shift()
        // The slot passes straight from the request that frees it to the next in line.
        if (next) return next()
        line.running--
        if (line.running === 0) byKey.delete(key)
      }
      if (line.running < running) {
        line.running++
        return Promise.resolve(release)
      }
      if (line.waiting.length >= waiting) {
        if (line.running === 0) byKey.delete(key)
        return Promise.resolve(null)
      }
      return new Promise((resolve) => line.waiting.push(() => resolve(release)))
    },
  }
}
