import http from "node:http"
import net, { type AddressInfo } from "node:net"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_BODY_BYTES } from "../local/auth/body"
import { createAuthService } from "../local/auth/service"
import { authFetch, streamPost } from "./auth-http"
import { stack } from "./helpers"

const MB = 1024 * 1024

describe("request bodies are bounded (1 MB)", () => {
  it("refuses a 5 MB body with 413 in GoTrue's error shape", async () => {
    const res = await authFetch("/token?grant_type=password", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", password: "x".repeat(5 * MB) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      code: "request_too_large",
      message: `Request body is too large: at most ${MAX_BODY_BYTES} bytes are accepted`,
    })
  })

  it("closes the connection after the 413 instead of reading the declared 100 MB", async () => {
    const { port } = new URL(stack().url)
    const { head, sent } = await new Promise<{ head: string; sent: number }>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1")
      let head = ""
      let sent = 0
      socket.setEncoding("utf8")
      socket.on("data", (d: string) => (head += d))
      // The server's FIN: it is done with this connection.
      socket.on("end", () => {
        socket.destroy()
        resolve({ head, sent })
      })
      socket.on("error", () => resolve({ head, sent }))
      setTimeout(() => reject(new Error("the server kept the connection open")), 10_000).unref()
      socket.write(
        `POST /auth/v1/signup HTTP/1.1\r\nHost: x\r\napikey: ${stack().anonKey}\r\nContent-Length: ${100 * MB}\r\n\r\n`,
      )
      const chunk = Buffer.alloc(64 * 1024, 0x61)
      const pump = () => {
        while (sent < 100 * MB && !socket.destroyed) {
          sent += chunk.length
          if (!socket.write(chunk)) return void socket.once("drain", pump)
        }
      }
      pump()
    })
    expect(head).toMatch(/^HTTP\/1\.1 413 /)
    expect(sent).toBeLessThan(64 * MB)
  })

  it("answers older clients with the legacy error shape", async () => {
    const res = await fetch(`${stack().url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: stack().anonKey, "Content-Type": "application/json" },
      body: "x".repeat(2 * MB),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 413, error_code: "request_too_large" })
  })

  it("accepts a body just under the limit (it is the size, not the route, that is refused)", async () => {
    const res = await authFetch("/token?grant_type=password", {
      json: { email: "nobody@example.com", password: "p", pad: "x".repeat(MAX_BODY_BYTES - 100) },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe("invalid_credentials")
  })

  it("stops reading a chunked body with no Content-Length at the limit, through the gateway", async () => {
    const total = 200 * MB
    const { status, body, sent } = await streamPost(`${stack().url}/auth/v1/token?grant_type=password`, total, {
      apikey: stack().anonKey,
      "Content-Type": "application/json",
    })
    expect(status).toBe(413)
    expect(JSON.parse(body)).toMatchObject({ error_code: "request_too_large" })
    // The server hung up after ~1 MB; what got written beyond is socket buffering.
    expect(sent).toBeLessThan(64 * MB)
    // And the service is still there.
    expect((await authFetch("/health")).status).toBe(200)
  })
})

describe("memory stays bounded under a huge body (auth service in this process)", () => {
  let server: http.Server
  let pool: pg.Pool
  let url: string

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: stack().dbUrl, max: 2 })
    const handle = createAuthService({ db: pool, apiUrl: "http://127.0.0.1" })
    server = http.createServer((req, res) => void handle(req, res, new URL(req.url ?? "/", "http://localhost")))
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/token?grant_type=password`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    await pool.end()
  })

  it("keeps RSS within a few MB while a client streams 300 MB at it", async () => {
    global.gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
    const { status, sent } = await streamPost(url, 300 * MB)
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)
    expect(status).toBe(413)
    expect(sent).toBeLessThan(64 * MB)
    // Buffering the body (the old behaviour) grew RSS by the body's size and more.
    expect((peak - before) / MB).toBeLessThan(48)
  })
})
