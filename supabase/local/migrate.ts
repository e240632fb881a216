import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { parseTomlTable } from "./auth/toml"

const here = path.dirname(fileURLToPath(import.meta.url))
export const supabaseDir = path.resolve(here, "..")

/** Migration files in the order `supabase db push` applies them. */
export async function listMigrations(dir = path.join(supabaseDir, "migrations")) {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort()
  return files.map((file) => ({
    file: path.join(dir, file),
    version: file.split("_")[0]!,
    name: file.replace(/^\d+_/, "").replace(/\.sql$/, ""),
  }))
}

export const configToml = path.join(supabaseDir, "config.toml")

/** The development seed (demo setup codes): the local stack applies it, a hosted project never does. */
export const devSeedFile = path.join(supabaseDir, "dev", "seed.sql")

/**
 * The files `supabase db push --include-seed` applies to a hosted project:
 * config.toml's `[db.seed] sql_paths`, relative to supabase/, each pattern's
 * matches in name order (the CLI's globs; `*` within a file name is all this
 * project uses, anything else is refused rather than guessed).
 */
export async function hostedSeedFiles(config = configToml): Promise<string[]> {
  const seed = parseTomlTable(await readFile(config, "utf8"), "db.seed")
  const patterns = seed.sql_paths ?? []
  if (!Array.isArray(patterns) || !patterns.every((p) => typeof p === "string"))
    throw new Error(`${config}: [db.seed] sql_paths must be an array of strings`)
  const files: string[] = []
  for (const pattern of patterns as string[]) {
    const full = path.resolve(path.dirname(config), pattern)
    const dir = path.dirname(full)
    const base = path.basename(full)
    if (/[*?[\]{}]/.test(dir) || /[?[\]{}]/.test(base))
      throw new Error(`${config}: seed path "${pattern}": only "*" within a file name is supported`)
    if (!base.includes("*")) {
      files.push(full)
      continue
    }
    const re = new RegExp(
      `^${base
        .split("*")
        .map((p) => p.replace(/[.+^$()|\\]/g, "\\$&"))
        .join("[^/]*")}$`,
    )
    const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => re.test(f)).sort()
    files.push(...names.map((f) => path.join(dir, f)))
  }
  return [...new Set(files)]
}

/** What the local stack seeds: the hosted seed, then the development seed. */
export async function seedFiles() {
  return [...(await hostedSeedFiles()), devSeedFile]
}

async function runFile(client: pg.Client, file: string) {
  const sql = await readFile(file, "utf8")
  try {
    await client.query(sql)
  } catch (e) {
    const err = e as Error & { position?: string }
    throw new Error(`${path.relative(process.cwd(), file)}: ${err.message}`, { cause: e })
  }
}

/**
 * A kept database that recorded migrations this folder no longer has (the
 * chain before the 2026-11-25 baseline, or a branch's migration) would get
 * the baseline applied on top of objects that already exist: refuse, and say
 * how to rebuild it.
 */
async function refuseUnknownVersions(client: pg.Client, migrations: Array<{ version: string }>) {
  const known = new Set(migrations.map((m) => m.version))
  const unknown = (
    await client.query<{ version: string; name: string | null }>(
      "select version, name from supabase_migrations.schema_migrations order by version",
    )
  ).rows.filter((r) => !known.has(r.version))
  if (unknown.length === 0) return
  const names = unknown.map((r) => `${r.version}_${r.name ?? ""}`)
  const shown = names.length > 5 ? [...names.slice(0, 5), `and ${names.length - 5} more`] : names
  throw new Error(
    `This database recorded ${unknown.length} migration(s) that supabase/migrations/ no longer has ` +
      `(${shown.join(", ")}); the migrations were probably squashed into a new baseline. ` +
      "Run `npm run db:reset` to rebuild the local database (it deletes the local data).",
  )
}

/**
 * Brings a database up to date: the platform bootstrap on a fresh cluster;
 * on every start each migration not yet recorded (as the Supabase CLI
 * records them, each in its own transaction), then the idempotent seed.
 */
export async function migrate(
  dbUrl: string,
  opts: {
    fresh: boolean
    log?: (s: string) => void
    migrationsDir?: string
    /** "dev" (default): hosted seed, then the development seed; "hosted": what a hosted project gets; false: none. */
    seed?: "dev" | "hosted" | false
  },
) {
  const log = opts.log ?? (() => {})
  const client = new pg.Client({ connectionString: dbUrl })
  await client.connect()
  try {
    await client.query("set client_min_messages = warning")
    if (opts.fresh) await runFile(client, path.join(here, "bootstrap.sql"))
    const applied = new Set(
      (await client.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map(
        (r) => r.version,
      ),
    )
    const migrations = await listMigrations(opts.migrationsDir)
    await refuseUnknownVersions(client, migrations)
    for (const m of migrations) {
      if (applied.has(m.version)) continue
      await client.query("begin")
      try {
        await runFile(client, m.file)
        await client.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
          m.version,
          m.name,
        ])
        await client.query("commit")
      } catch (e) {
        await client.query("rollback")
        throw e
      }
      log(`applied migration ${m.version}_${m.name}`)
    }
    // Seeds insert with `on conflict do nothing`, so they run on every start:
    // new questions reach a kept dev database without a reset.
    const seed = opts.seed ?? "dev"
    if (seed) {
      for (const file of seed === "hosted" ? await hostedSeedFiles() : await seedFiles()) await runFile(client, file)
      log(seed === "hosted" ? "applied hosted seed (no development seed)" : "applied seed")
    }
    await client.query("notify pgrst, 'reload schema'")
  } finally {
    await client.end()
  }
}
