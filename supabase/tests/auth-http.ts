import http from "node:http"
import { stack } from "./helpers"

/** A raw call to the auth API as supabase-js makes it (apikey, versioned errors). */
export function authFetch(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init
  return fetch(`${stack().url}/auth/v1${path}`, {
    ...rest,
    method: rest.method ?? (json === undefined ? "GET" : "POST"),
    headers: {
      apikey: stack().anonKey,
      "X-Supabase-Api-Version": "2024-01-01",
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...(rest.headers as Record<string, string> | undefined),
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  })
}

/** A valid RFC 7636 S256 challenge (43 base64url characters). */
export const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"

/** Posts the local Google page's form as a browser would; returns the status and Location. */
export async function postGoogleForm(fields: Record<string, string>) {
  const res = await fetch(`${stack().url}/auth/v1/authorize/google`, {
    method: "POST",
    body: new URLSearchParams({ code_challenge: CHALLENGE, code_challenge_method: "s256", ...fields }),
    redirect: "manual",
  })
  return { status: res.status, location: res.headers.get("location"), html: await res.text() }
}

/**
 * Streams `total` bytes as a chunked POST body (no Content-Length), never
 * holding more than one 64 KB chunk. Resolves with the response and how many
 * bytes the client got to write before the server answered; stops writing
 * once the response has arrived (as browsers do). A connection the server
 * reset before any response is a failure (rejects), never a hang.
 */
export function streamPost(url: string, total: number, headers: Record<string, string> = {}) {
  const chunk = Buffer.alloc(64 * 1024, 0x61)
  let sent = 0
  let answered = false
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers }, (res) => {
      answered = true
      let body = ""
      res.setEncoding("utf8")
      res.on("data", (d: string) => (body += d))
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, sent })
        req.destroy()
      })
      res.on("error", reject)
    })
    // After the response, a write failing on the closed connection is expected.
    req.on("error", (e) => (answered ? undefined : reject(e)))
    const pump = () => {
      while (sent < total && !answered && !req.destroyed) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once("drain", pump)
      }
      if (!answered && !req.destroyed) req.end()
    }
    pump()
  })
}
