import http from "node:http"

/** One REST call with its latency, status and Server-Timing phases (when the stack reports them). */
export type Call = { status: number; ms: number; timing: Record<string, number>; body: string }

export type CallInit = { method?: string; body?: unknown; timeoutMs?: number }

export function parseServerTiming(header: string | string[] | null | undefined) {
  const out: Record<string, number> = {}
  for (const part of String(header ?? "").split(",")) {
    const m = /^\s*([\w-]+)\s*;\s*dur=([\d.]+)/.exec(part)
    if (m) out[m[1]!] = Number(m[2])
  }
  return out
}

/** The benchmark's client through fetch (undici), as a browser's supabase-js would call. */
export function fetchClient(baseUrl: string, apiKey: string) {
  return async function call(token: string, path: string, init: CallInit = {}): Promise<Call> {
    const t0 = performance.now()
    try {
      const res = await fetch(`${baseUrl}/rest/v1/${path}`, {
        method: init.method ?? "GET",
        headers: { apikey: apiKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
      })
      const body = await res.text()
      return {
        status: res.status,
        ms: performance.now() - t0,
        timing: parseServerTiming(res.headers.get("server-timing")),
        body,
      }
    } catch (e) {
      return { status: 0, ms: performance.now() - t0, timing: {}, body: String(e) }
    }
  }
}

/** Reads a node:http response into a Call (a stream error counts as status 0, as a failed request). */
function readCall(res: http.IncomingMessage, t0: number, resolve: (c: Call) => void, timing: Call["timing"]) {
  const chunks: Buffer[] = []
  res.on("data", (c: Buffer) => chunks.push(c))
  res.on("error", (e) => resolve({ status: 0, ms: performance.now() - t0, timing: {}, body: String(e) }))
  res.on("end", () =>
    resolve({
      status: res.statusCode ?? 0,
      ms: performance.now() - t0,
      timing,
      body: Buffer.concat(chunks).toString("utf8"),
    }),
  )
}

/**
 * The same calls through node:http on kept-alive sockets. The client shares
 * the machine's cores with the stack it measures, so its own CPU per request
 * is time the stack waits for; node:http spends less of it than fetch.
 */
export function httpClient(baseUrl: string, apiKey: string) {
  const url = new URL(baseUrl)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })
  const send = (t0: number, token: string, path: string, init: CallInit, body: string | undefined, retry: boolean) =>
    new Promise<Call>((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `/rest/v1/${path}`,
          method: init.method ?? "GET",
          agent,
          headers: {
            apikey: apiKey,
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
            ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }),
          },
        },
        (res) => readCall(res, t0, resolve, parseServerTiming(res.headers["server-timing"])),
      )
      req.setTimeout(init.timeoutMs ?? 30_000, () => req.destroy(new Error("timeout")))
      req.on("error", (e: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed as it idled out: the request
        // never reached the server, so it is sent again once on a new socket
        // (as the Node.js documentation of `request.reusedSocket` advises).
        if (retry && req.reusedSocket && e.code === "ECONNRESET") resolve(send(t0, token, path, init, body, false))
        else resolve({ status: 0, ms: performance.now() - t0, timing: {}, body: String(e) })
      })
      req.end(body)
    })
  return (token: string, path: string, init: CallInit = {}): Promise<Call> =>
    send(performance.now(), token, path, init, init.body === undefined ? undefined : JSON.stringify(init.body), true)
}

/** `BENCH_CLIENT=fetch` switches the benchmark back to fetch. */
export const restClient = (baseUrl: string, apiKey: string) =>
  process.env.BENCH_CLIENT === "fetch" ? fetchClient(baseUrl, apiKey) : httpClient(baseUrl, apiKey)

/**
 * A POST to the auth API (`/auth/v1/<path>`) from a chosen loopback address
 * (`localAddress`, e.g. 127.0.0.2): Linux routes all of 127.0.0.0/8 to the
 * loopback, and the local auth service keys its per-address limits on the
 * socket's peer address, so each address is a client of its own.
 */
export function authPost(baseUrl: string, apiKey: string) {
  const url = new URL(baseUrl)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const post = (path: string, body: unknown, localAddress: string, timeoutMs = 30_000, retry = true) =>
    new Promise<Call>((resolve) => {
      const t0 = performance.now()
      const text = JSON.stringify(body)
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `/auth/v1/${path}`,
          method: "POST",
          agent,
          localAddress,
          headers: {
            apikey: apiKey,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(text),
            "x-supabase-api-version": "2024-01-01",
          },
        },
        (res) => readCall(res, t0, resolve, {}),
      )
      req.setTimeout(timeoutMs, () => req.destroy(new Error("timeout")))
      req.on("error", (e: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed as it idled out: sent again once (see httpClient).
        if (retry && req.reusedSocket && e.code === "ECONNRESET")
          resolve(post(path, body, localAddress, timeoutMs, false))
        else resolve({ status: 0, ms: performance.now() - t0, timing: {}, body: String(e) })
      })
      req.end(text)
    })
  return (path: string, body: unknown, localAddress: string, timeoutMs = 30_000) =>
    post(path, body, localAddress, timeoutMs)
}
