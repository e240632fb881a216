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
 * Brings a database up to date: the platform bootstrap on a fresh cluster;
 * on every start each migration not yet recorded (as the Supabase CLI
 * records them, each in its own transaction), then the idempotent seed.
 */
export async function migrate(dbUrl: string, opts: { fresh: boolean; log?: (s: string) => void }) {
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
    for (const m of await listMigrations()) {
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
    for (const file of await seedFiles()) await runFile(client, file)
    log("applied seed")
    await client.query("notify pgrst, 'reload schema'")
  } finally {
    await client.end()
  }
}
