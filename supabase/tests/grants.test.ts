import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { withDb } from "./helpers"

// Everything the API roles may do, as a literal list. Anonymous visitors
// execute validate_setup_code and nothing else; signed-in students the RPCs
// the app calls (src/lib/supabase/rpc) and the two private helpers their RLS
// policies call. A literal list: a new grant (a table a default privilege opened, a function left executable by PUBLIC) shows up
// here as a deliberate diff. When one is intended, paste the printed list.

const EXPECTED_FUNCTIONS = [
  "anon public.validate_setup_code(text)",
  "authenticated private.is_entitled()",
  "authenticated private.unreleased_module_sessions()",
  "authenticated public.check_review_answer(uuid,text)",
  "authenticated public.complete_module(uuid)",
  "authenticated public.end_break(uuid)",
  "authenticated public.get_attempt_pauses(uuid[])",
  "authenticated public.get_due_count(text)",
  "authenticated public.get_full_sat_result(uuid)",
  "authenticated public.get_full_sat_state(uuid)",
  "authenticated public.get_review_question(uuid)",
  "authenticated public.get_review_stats(text)",
  "authenticated public.get_score_prediction()",
  "authenticated public.get_section_answers(question_type)",
  "authenticated public.get_session(uuid)",
  "authenticated public.get_session_questions(uuid)",
  "authenticated public.get_session_result(uuid)",
  "authenticated public.get_test_history()",
  "authenticated public.list_due_cards(text)",
  "authenticated public.list_practice_tests()",
  "authenticated public.list_review_questions(text,text)",
  "authenticated public.list_test_sessions(uuid)",
  "authenticated public.pause_session(uuid)",
  "authenticated public.rate_review_card(uuid,smallint,jsonb,integer)",
  "authenticated public.redeem_setup_code(text)",
  "authenticated public.resume_saved_session(uuid)",
  "authenticated public.resume_session(uuid)",
  "authenticated public.save_and_exit(uuid)",
  "authenticated public.save_answer(uuid,uuid,text,integer,bigint,boolean,text)",
  "authenticated public.save_progress(uuid,integer,integer)",
  "authenticated public.start_break(uuid)",
  "authenticated public.start_full_sat(uuid)",
  "authenticated public.start_module(uuid,integer)",
  "authenticated public.start_practice_set(text,integer,boolean,text)",
  "authenticated public.start_test_session(uuid,boolean)",
  "authenticated public.submit_session(uuid)",
  "authenticated public.toggle_favorite(uuid)",
  "authenticated public.validate_setup_code(text)",
]

const EXPECTED_TABLES = [
  "authenticated public.analytics SELECT",
  "authenticated public.favorites DELETE,INSERT,SELECT",
  "authenticated public.module_question_assignments SELECT",
  "authenticated public.review_attempts SELECT",
  "authenticated public.review_cards SELECT",
  "authenticated public.student_entitlements SELECT",
  "authenticated public.user_answers SELECT",
]

const EXPECTED_SCHEMAS = [
  "anon auth USAGE",
  "anon extensions USAGE",
  "anon private USAGE",
  "anon public USAGE",
  "authenticated auth USAGE",
  "authenticated extensions USAGE",
  "authenticated private USAGE",
  "authenticated public USAGE",
]

const ROLES = "(values ('anon'), ('authenticated')) r(rolname)"

/** Functions of public and private the role can execute, schema-qualified with their argument types. */
const FUNCTIONS_SQL = `
  select r.rolname || ' ' || n.nspname || '.' || p.proname || '(' ||
         coalesce((select string_agg(format_type(t, null), ',' order by i)
                   from unnest(p.proargtypes::oid[]) with ordinality a(t, i)), '') || ')' as line
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  cross join ${ROLES}
  where n.nspname in ('public', 'private') and has_function_privilege(r.rolname, p.oid, 'execute')
  order by 1`

/** Tables, views and foreign tables with every privilege the role holds (column grants included). */
const tablesSql = (only = "true") => `
  select r.rolname || ' ' || n.nspname || '.' || c.relname || ' ' || string_agg(pr.p, ',' order by pr.p) as line
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  cross join ${ROLES}
  cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('REFERENCES'), ('TRIGGER'),
                     ('MAINTAIN')) pr(p)
  where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'f', 'p') and ${only}
    and case when pr.p in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
             then has_any_column_privilege(r.rolname, c.oid, pr.p)
             else has_table_privilege(r.rolname, c.oid, pr.p) end
  group by r.rolname, n.nspname, c.relname
  union all
  select r.rolname || ' ' || n.nspname || '.' || c.relname || ' SEQUENCE'
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  cross join ${ROLES}
  where n.nspname in ('public', 'private') and c.relkind = 'S' and ${only}
    and (has_sequence_privilege(r.rolname, c.oid, 'USAGE') or has_sequence_privilege(r.rolname, c.oid, 'UPDATE'))
  order by 1`

const SCHEMAS_SQL = `
  select r.rolname || ' ' || n.nspname || ' ' || string_agg(pr.p, ',' order by pr.p) as line
  from pg_namespace n
  cross join ${ROLES}
  cross join (values ('USAGE'), ('CREATE')) pr(p)
  where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
    and has_schema_privilege(r.rolname, n.oid, pr.p)
  group by r.rolname, n.nspname
  order by 1`

const lines = (sql: string) => withDb(async (db) => (await db.query<{ line: string }>(sql)).rows.map((r) => r.line))

/** The failure message: the actual list, ready to paste over the expected one. */
const printed = (actual: string[]) => `actual list:\n${actual.map((l) => `  ${JSON.stringify(l)},`).join("\n")}\n`

describe("what anon and authenticated are granted", () => {
  it("executes exactly these functions in public and private", async () => {
    const actual = await lines(FUNCTIONS_SQL)
    expect(actual, printed(actual)).toEqual(EXPECTED_FUNCTIONS)
  })

  it("holds exactly these table privileges in public and private", async () => {
    const actual = await lines(tablesSql())
    expect(actual, printed(actual)).toEqual(EXPECTED_TABLES)
  })

  it("uses exactly these schemas, and creates in none", async () => {
    const actual = await lines(SCHEMAS_SQL)
    expect(actual, printed(actual)).toEqual(EXPECTED_SCHEMAS)
  })

  it("lets signed-in students execute exactly the RPCs the app calls", () => {
    // Every supabase-js call lives in src/lib/supabase (components never call it).
    const dir = path.resolve(import.meta.dirname, "../../src/lib/supabase")
    const called = new Set<string>()
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    for (const file of files.filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")))
      for (const m of readFileSync(path.join(dir, file), "utf8").matchAll(/\.rpc\(\s*"([a-z_]+)"/g)) called.add(m[1]!)
    const granted = EXPECTED_FUNCTIONS.filter((l) => l.startsWith("authenticated public.")).map(
      (l) => /^authenticated public\.([a-z_]+)\(/.exec(l)![1]!,
    )
    expect(granted).toEqual([...called].sort())
  })

  it("gives functions created later no execute for anon or PUBLIC", async () => {
    const actual = await withDb(async (db) => {
      await db.query("begin")
      try {
        await db.query("create function public.grants_probe() returns int language sql as 'select 1'")
        await db.query("create function private.grants_probe() returns int language sql as 'select 1'")
        return (
          await db.query<{ line: string }>(`
            select r.rolname || ' ' || p.oid::regprocedure::text as line
            from pg_proc p cross join (values ('anon'), ('authenticated'), ('public')) r(rolname)
            where p.proname = 'grants_probe'
              and case when r.rolname = 'public'
                       then exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                                    where a.grantee = 0 and a.privilege_type = 'EXECUTE')
                       else has_function_privilege(r.rolname, p.oid, 'execute') end
            order by 1`)
        ).rows.map((r) => r.line)
      } finally {
        await db.query("rollback")
      }
    })
    // Supabase's default grant to authenticated stays for new RPCs in public
    // (this list then shows them); anon and PUBLIC get nothing.
    expect(actual).toEqual(["authenticated grants_probe()"])
  })

  it("gives tables created later no stray privileges by default", async () => {
    const actual = await withDb(async (db) => {
      await db.query("begin")
      try {
        await db.query("create table public.grants_probe (id integer primary key)")
        return (await db.query<{ line: string }>(tablesSql("c.relname = 'grants_probe'"))).rows.map((r) => r.line)
      } finally {
        await db.query("rollback")
      }
    })
    // A new table: the data privileges RLS then governs (as on hosted
    // Supabase), never TRUNCATE/REFERENCES/TRIGGER/MAINTAIN.
    expect(actual).toEqual([
      "anon public.grants_probe DELETE,INSERT,SELECT,UPDATE",
      "authenticated public.grants_probe DELETE,INSERT,SELECT,UPDATE",
    ])
  })
})
