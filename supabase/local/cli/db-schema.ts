import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { migrate } from "../migrate"
import { startPostgres } from "../postgres"
import { freePort } from "../ports"
import { dumpSchema, schemaFile } from "../schema-dump"
import { cliArgs } from "./args"

// `npm run db:schema`: regenerate supabase/schema.sql from a throwaway
// Postgres with the platform bootstrap and every migration applied.
// `--migrations <dir>` and `--out <file>` dump another migration folder
// (used once to compare the squashed baseline with the old chain).
const args = cliArgs({ migrations: { type: "string" }, out: { type: "string" } })
const migrationsDir = args.migrations
const out = args.out ?? schemaFile
const tmp = await mkdtemp(path.join(os.tmpdir(), "satcookie-schema-"))
await chmod(tmp, 0o755)
try {
  const db = await startPostgres({ dataDir: path.join(tmp, "data"), port: await freePort(), persistent: false })
  try {
    await migrate(db.url(), { fresh: true, seed: false, migrationsDir: migrationsDir && path.resolve(migrationsDir) })
    await writeFile(out, await dumpSchema(db.url()))
    console.log(`Wrote ${path.relative(process.cwd(), out)}`)
  } finally {
    await db.stop()
  }
} finally {
  await rm(tmp, { recursive: true, force: true })
}
