import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"

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

/** `seed.sql`, then `seed/*.sql` in name order (config.toml's db.seed.sql_paths). */
export async function seedFiles() {
  const dir = path.join(supabaseDir, "seed")
  const extra = await readdir(dir).catch(() => [] as string[])
  return [
    path.join(supabaseDir, "seed.sql"),
    ...extra
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .map((f) => path.join(dir, f)),
  ]
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
  opts: { fresh: boolean; log?: (s: string) => void; migrationsDir?: string; seed?: boolean },
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
    if (opts.seed !== false) {
      for (const file of await seedFiles()) await runFile(client, file)
      log("applied seed")
    }
    await client.query("notify pgrst, 'reload schema'")
  } finally {
    await client.end()
  }
}
