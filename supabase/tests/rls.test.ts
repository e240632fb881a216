import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { newClient, signedInStudent, withDb } from "./helpers"

// A throwaway table created by the test itself: proves PostgREST + RLS in the
// local stack behave as on hosted Supabase before any product table exists.
beforeAll(async () => {
  await withDb(async (db) => {
    await db.query(`
      create table if not exists public.stack_probe_notes (
        id bigint generated always as identity primary key,
        user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
        body text not null
      );
      alter table public.stack_probe_notes enable row level security;
      drop policy if exists own_notes_select on public.stack_probe_notes;
      drop policy if exists own_notes_insert on public.stack_probe_notes;
      create policy own_notes_select on public.stack_probe_notes for select to authenticated using (user_id = (select auth.uid()));
      create policy own_notes_insert on public.stack_probe_notes for insert to authenticated with check (user_id = (select auth.uid()));
      notify pgrst, 'reload schema';
    `)
  })
  // Wait for PostgREST to pick up the new table from its schema cache.
  const probe = newClient()
  for (let i = 0; i < 100; i++) {
    const { error } = await probe.from("stack_probe_notes").select("id").limit(1)
    if (!error) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error("schema cache did not reload")
})

// Leave the database as the migrations made it (the types check compares against it).
afterAll(() => withDb((db) => db.query("drop table public.stack_probe_notes; notify pgrst, 'reload schema'")))

describe("row-level security through PostgREST", () => {
  // 200 requests alternating between the two, 16 in flight at a time: the gateway lets one
  // student have at most 8 requests in flight (supabase/local/gateway.ts), a limit of its own.
  it("isolates two users' rows, including under 200 concurrent alternating requests", async () => {
    const alice = await signedInStudent("alice")
    const bob = await signedInStudent("bob")
    for (const s of [alice, bob]) {
      const { error } = await s.client
        .from("stack_probe_notes")
        .insert([{ body: `${s.email} 1` }, { body: `${s.email} 2` }])
      expect(error).toBeNull()
    }
    const read = (i: number) => {
      const who = i % 2 === 0 ? alice : bob
      return who.client
        .from("stack_probe_notes")
        .select("user_id, body")
        .then(({ data, error }) => ({ who, data, error }))
    }
    const results = []
    for (let wave = 0; wave < 200; wave += 16)
      results.push(...(await Promise.all(Array.from({ length: Math.min(16, 200 - wave) }, (_, i) => read(wave + i)))))
    for (const { who, data, error } of results) {
      expect(error).toBeNull()
      expect(data).toHaveLength(2)
      expect(data!.every((row) => row.user_id === who.user.id && row.body.startsWith(who.email))).toBe(true)
    }
  })

  it("refuses writing a row for another user", async () => {
    const alice = await signedInStudent("alice")
    const bob = await signedInStudent("bob")
    const { error } = await alice.client.from("stack_probe_notes").insert({ body: "forged", user_id: bob.user.id })
    expect(error?.code).toBe("42501")
  })

  it("gives anon nothing it is not granted", async () => {
    const anon = newClient()
    const read = await anon.from("stack_probe_notes").select("*")
    expect(read.error).toBeNull()
    expect(read.data).toEqual([])
    const write = await anon.from("stack_probe_notes").insert({ body: "anon" })
    expect(write.error).not.toBeNull()
    const users = await anon
      .schema("auth" as never)
      .from("users")
      .select("*")
    expect(users.error).not.toBeNull()
  })
})
