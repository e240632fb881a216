import { readFile } from "node:fs/promises"
import pg from "pg"
import { describe, expect, it } from "vitest"
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "../../src/config/local-supabase"
import { listMigrations, migrate } from "../local/migrate"
import { dumpSchema, schemaFile } from "../local/schema-dump"
import { generateTypes, typesFile } from "../local/typegen"
import { stack, withDb } from "./helpers"

async function withUrl<T>(connectionString: string, fn: (db: pg.Client) => Promise<T>) {
  const db = new pg.Client({ connectionString })
  await db.connect()
  try {
    return await fn(db)
  } finally {
    await db.end()
  }
}

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

  it("has a committed schema snapshot that matches the migrations", async () => {
    const committed = await readFile(schemaFile, "utf8")
    const fresh = await dumpSchema(stack().dbUrl)
    // toBe's diff of two 3,000-line strings hides the advice: say it first.
    if (committed !== fresh) {
      expect.fail("supabase/schema.sql is stale: run `npm run db:schema` and commit the result")
    }
  })

  it("refuses a kept database that recorded migrations the folder no longer has", async () => {
    // A database migrated with the pre-baseline chain: one old version recorded.
    const name = `stale_${Date.now().toString(36)}`
    await withDb((db) => db.query(`create database ${name}`))
    const url = new URL(stack().dbUrl)
    url.pathname = `/${name}`
    try {
      await withUrl(url.toString(), async (db) => {
        await db.query(`create schema supabase_migrations;
          create table supabase_migrations.schema_migrations (version text primary key, name text, statements text[]);
          insert into supabase_migrations.schema_migrations (version, name) values ('20261121100000', 'create_access');`)
      })
      await expect(migrate(url.toString(), { fresh: false })).rejects.toThrow(
        /recorded 1 migration\(s\) that supabase\/migrations\/ no longer has \(20261121100000_create_access\).*npm run db:reset/,
      )
      // Nothing was applied on top of it.
      const tables = await withUrl(url.toString(), (db) =>
        db.query("select count(*)::int as n from pg_tables where schemaname in ('public', 'private')"),
      )
      expect(tables.rows[0].n).toBe(0)
    } finally {
      await withDb((db) => db.query(`drop database ${name} with (force)`))
    }
  })
})
