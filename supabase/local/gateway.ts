import http, { type IncomingMessage, type ServerResponse } from "node:http"

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
 * One origin for both APIs, as Supabase's API gateway gives: `/rest/v1/*`
 * goes to PostgREST, `/auth/v1/*` to the auth service, with the CORS headers
 * and apikey check hosted Supabase applies.
 */
export function createGateway(opts: {
  postgrestPort: number
  apiKeys: string[]
  handleAuth: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const timing = serverTimingEnabled()

  function proxyRest(req: IncomingMessage, res: ServerResponse, url: URL) {
    const received = performance.now()
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
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "application/json", ...CORS_HEADERS })
      res.end(JSON.stringify({ message: `An invalid response was received from the upstream server: ${e.message}` }))
    })
    req.pipe(upstream)
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
