/** One REST call with its latency, status and Server-Timing phases (when the stack reports them). */
export type Call = { status: number; ms: number; timing: Record<string, number>; body: string }

export function parseServerTiming(header: string | null) {
  const out: Record<string, number> = {}
  for (const part of (header ?? "").split(",")) {
    const m = /^\s*([\w-]+)\s*;\s*dur=([\d.]+)/.exec(part)
    if (m) out[m[1]!] = Number(m[2])
  }
  return out
}

export function restClient(baseUrl: string, apiKey: string) {
  return async function call(
    token: string,
    path: string,
    init: { method?: string; body?: unknown; timeoutMs?: number } = {},
  ): Promise<Call> {
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
