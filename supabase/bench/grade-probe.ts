import pg from "pg"
import { cliArgs, intArg } from "../local/cli/args"
import { newRun, seededFullSat, takeFullSat } from "./full-sat"
import { restClient } from "./http"
import { startStackProcess } from "./stack-process"
import { summarize } from "./stats"
import { createStudents } from "./students"

/**
 * `npm run bench:grade [-- --attempts N --plans]`
 *
 * What submitting module 4 of a full SAT costs the database. N students
 * (default 20) answer every question of the seeded full SAT through the API
 * and leave module 4 open. Then, as the database owner acting as each
 * student (role authenticated, their JWT claims), module 4 is completed:
 * - for all but one, one at a time, timed (no auto_explain);
 * - for the last one under auto_explain (nested statements, analyze),
 *   listing every statement complete_module runs, how often and its time,
 *   so a per-question loop or an N+1 shows as a statement run once per row.
 * Prints the statement list, how many statements ran, and p50/p95 of the
 * timed calls. Exits 1 when a statement runs once per question.
 */
const args = cliArgs({ attempts: { type: "string" }, plans: { type: "boolean", default: false } })
const ATTEMPTS = intArg(args.attempts, "attempts", 20, 2)

const stack = await startStackProcess({})
const db = new pg.Client({ connectionString: stack.dbUrl })
await db.connect()

/** Runs `sql` in one transaction as the student `userId`, as PostgREST would. */
async function asStudent(userId: string, sql: string, params: unknown[]) {
  const claims = JSON.stringify({ sub: userId, role: "authenticated", aud: "authenticated" })
  await db.query("begin")
  try {
    await db.query("select set_config('request.jwt.claims', $1, true)", [claims])
    await db.query("set local role authenticated")
    const t0 = performance.now()
    const r = await db.query(sql, params)
    const ms = performance.now() - t0
    await db.query("commit")
    return { rows: r.rows, ms }
  } catch (e) {
    await db.query("rollback")
    throw e
  }
}

let exitCode = 0
try {
  const students = await createStudents(stack, ATTEMPTS, "grade-probe")
  const { testId, keys } = await seededFullSat(db)
  const call = restClient(stack.url, stack.anonKey)
  const run = newRun()
  console.log(`${ATTEMPTS} students answer all 98 questions and leave module 4 open…`)
  const held = await Promise.all(
    students.map((s, i) =>
      takeFullSat(call, run, keys, {
        token: s.token,
        testId,
        skill: 0.2 + (0.7 * i) / ATTEMPTS,
        intervalMs: 0,
        holdLast: true,
      }),
    ),
  )
  if (run.failed) throw new Error(run.errors.join("\n"))

  // 1. All but the last, one at a time, timed, without auto_explain.
  const ms: number[] = []
  for (const [i, sessionId] of held.entries()) {
    if (i === held.length - 1) continue
    ms.push((await asStudent(students[i]!.userId, "select public.complete_module($1)", [sessionId])).ms)
  }
  const s = summarize(ms)
  console.log(
    `\ncomplete_module(module 4), one at a time in SQL (no HTTP): n=${s.n} p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  max ${s.max.toFixed(1)} ms`,
  )
  // 2. Every statement of the last module-4 submit (plans already cached, as in a warm PostgREST connection).
  const notices: string[] = []
  db.on("notice", (n) => notices.push(n.message ?? ""))
  await db.query("load 'auto_explain'")
  for (const setting of [
    "auto_explain.log_min_duration = 0",
    "auto_explain.log_analyze = on",
    "auto_explain.log_nested_statements = on",
    "auto_explain.log_level = notice",
    "auto_explain.log_format = text",
  ])
    await db.query(`set ${setting}`)
  const explained = await asStudent(students.at(-1)!.userId, "select public.complete_module($1)", [held.at(-1)])
  await db.query("set auto_explain.log_min_duration = -1")
  const statements = notices
    .filter((n) => n.startsWith("duration:"))
    .map((n) => {
      const ms = Number(/^duration: ([\d.]+) ms/.exec(n)?.[1])
      const text = (/Query Text: ([\s\S]*?)\n(?=\S)/.exec(n)?.[1] ?? "").replace(/\s+/g, " ").trim()
      return { ms, text }
    })
  // --plans: the full plans of the statements that took 0.3 ms or more.
  if (args.plans)
    for (const n of notices.filter((n) => Number(/^duration: ([\d.]+) ms/.exec(n)?.[1]) >= 0.3)) console.log(`\n${n}`)
  const byText = new Map<string, { runs: number; ms: number }>()
  for (const s of statements) {
    const e = byText.get(s.text) ?? { runs: 0, ms: 0 }
    byText.set(s.text, { runs: e.runs + 1, ms: e.ms + s.ms })
  }
  console.log(
    `\ncomplete_module(module 4) under auto_explain: ${explained.ms.toFixed(1)} ms, ${statements.length} statements`,
  )
  console.log("  runs   total ms  statement")
  for (const [text, e] of [...byText].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  ${String(e.runs).padStart(4)}  ${e.ms.toFixed(2).padStart(9)}  ${text.slice(0, 150)}`)
  // A module has 22 questions: a statement run that often is a per-question
  // loop, except what Postgres runs per row inside one set-based statement:
  // foreign-key checks, and the body of private.answer_is_correct (a SQL
  // function that `set search_path` keeps from being inlined), evaluated per
  // row by the one grading UPDATE.
  const perRow = (text: string) =>
    /FOR KEY SHARE OF x$/.test(text) || /^select coalesce\( case format when 'mcq'/.test(text)
  const loops = [...byText].filter(([text, e]) => e.runs >= 22 && !perRow(text))
  console.log(
    loops.length
      ? `\nFAIL: run once per question (a loop): ${loops.map(([t]) => t.slice(0, 80)).join(" | ")}`
      : `\nNo statement runs once per question apart from per-row evaluation inside one statement (foreign-key checks, private.answer_is_correct).`,
  )
  if (loops.length) exitCode = 1

  const scored = await db.query(
    "select count(*) filter (where total_score is not null)::int as n from public.full_sat_sessions where id in (select full_sat_session_id from public.user_sessions where id = any($1))",
    [held],
  )
  console.log(`attempts completed with scores: ${scored.rows[0].n} of ${ATTEMPTS}`)
  if (scored.rows[0].n !== ATTEMPTS) exitCode = 1
} finally {
  await db.end()
  await stack.stop()
}
process.exitCode = exitCode
