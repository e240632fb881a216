import { readFile } from "node:fs/promises"
import { describe, expect, it } from "vitest"
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "../../src/config/local-supabase"
import { listMigrations } from "../local/migrate"
import { generateTypes, typesFile } from "../local/typegen"
import { stack, withDb } from "./helpers"

describe("local stack", () => {
  it("serves the well-known anon key the SPA falls back to", () => {
    expect(stack().anonKey).toBe(LOCAL_ANON_KEY)
    expect(new URL(LOCAL_SUPABASE_URL).port).toBe("54321")
  })

  it("runs PostgreSQL 17 with every migration recorded as the Supabase CLI records them", async () => {
    const { version, applied } = await withDb(async (db) => ({
      version: (await db.query("show server_version")).rows[0].server_version as string,
      applied: (await db.query("select version from supabase_migrations.schema_migrations order by version")).rows.map(
        (r) => r.version as string,
      ),
    }))
    expect(version).toMatch(/^17\./)
    expect(applied).toEqual((await listMigrations()).map((m) => m.version))
  })

  it("has committed database types that match the migrations (run `npm run db:types`)", async () => {
    const committed = await readFile(typesFile, "utf8")
    expect(committed).toBe(await generateTypes(stack().dbUrl))
  })
})
