import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import pg from "pg"
import WebSocket from "ws"
import { startLocalSupabase } from "../local"

/**
 * `npm run bench:api [-- --students N --questions Q --interval MS]`
 * N simulated students, all at once, against a fresh local stack: sign in,
 * redeem the demo code, start a 20-question test, save an answer every few
 * hundred milliseconds, submit. Prints throughput and latency percentiles
 * for save_answer and submit, then counts the answers in the database:
 * every answer sent must be there. Exits 1 when one is lost or the p95
 * save latency misses the 100 ms target.
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback
  if (!Number.isInteger(v) || v <= 0) throw new Error(`--${name} must be a positive whole number`)
  return v
}
const STUDENTS = arg("students", 200)
const QUESTIONS = arg("questions", 20)
const INTERVAL_MS = arg("interval", 300)
const TARGET_P95_SAVE_MS = 100

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function summary(name: string, samples: number[], wallMs: number) {
  const s = [...samples].sort((a, b) => a - b)
  const fmt = (n: number) => n.toFixed(1).padStart(7)
  console.log(
    `${name.padEnd(12)} n=${String(s.length).padStart(5)}  ${(s.length / (wallMs / 1000)).toFixed(0).padStart(5)} req/s  ` +
      `p50 ${fmt(percentile(s, 50))} ms  p95 ${fmt(percentile(s, 95))} ms  p99 ${fmt(percentile(s, 99))} ms  max ${fmt(s.at(-1)!)} ms`,
  )
  return { p95: percentile(s, 95) }
}

const stack = await startLocalSupabase({ port: 0 })
const db = new pg.Client({ connectionString: stack.dbUrl })
await db.connect()
try {
  // A test of our own, so the figures do not depend on the question bank.
  const test = await db.query(
    "insert into public.practice_tests (slug, title, test_type, question_count) values ('bench-test', 'Bench', 'math', $1) returning id",
    [QUESTIONS],
  )
  const testId: string = test.rows[0].id
  for (let i = 0; i < QUESTIONS; i++) {
    const q = await db.query(
      `insert into public.questions (external_id, practice_test_id, order_index, section, question_type, format, domain, topic, difficulty_level, question_text, options)
       values ($1, $2, $3, 'math', 'math', 'mcq', 'Algebra', 'bench', 5, 'Bench question', '{"A":"1","B":"2","C":"3","D":"4"}') returning id`,
      [`bench-${i}`, testId, i + 1],
    )
    await db.query(
      "insert into public.question_keys (question_id, correct_answer, explanation) values ($1, 'A', 'Bench.')",
      [q.rows[0].id],
    )
  }

  const client = (): SupabaseClient =>
    createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    })
  const admin = createClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })

  console.log(`Setting up ${STUDENTS} students…`)
  const students = await Promise.all(
    Array.from({ length: STUDENTS }, async (_, i) => {
      const email = `bench-${i}@example.com`
      const password = "bench-password"
      const created = await admin.auth.admin.createUser({ email, password, email_confirm: true })
      if (created.error) throw created.error
      const c = client()
      const signIn = await c.auth.signInWithPassword({ email, password })
      if (signIn.error) throw signIn.error
      const redeem = await c.rpc("redeem_setup_code", { input_code: "DEMO2026" })
      if (redeem.error) throw redeem.error
      return c
    }),
  )

  const saveMs: number[] = []
  const submitMs: number[] = []
  let sent = 0
  let failed = 0
  console.log(`Running: ${STUDENTS} students x ${QUESTIONS} answers, one every ~${INTERVAL_MS} ms…`)
  const started = performance.now()
  await Promise.all(
    students.map(async (c) => {
      const start = await c.rpc("start_test_session", { p_test_id: testId })
      if (start.error) throw start.error
      const sessionId = (start.data as { id: string }).id
      const qs = await c.rpc("get_session_questions", { p_session_id: sessionId })
      if (qs.error) throw qs.error
      for (const q of qs.data as { question_id: string }[]) {
        await sleep(INTERVAL_MS * (0.5 + Math.random()))
        const t0 = performance.now()
        const { error } = await c.rpc("save_answer", {
          p_session_id: sessionId,
          p_question_id: q.question_id,
          p_answer: "ABCD"[Math.floor(Math.random() * 4)],
          p_time_spent_seconds: 30,
        })
        saveMs.push(performance.now() - t0)
        if (error) failed++
        else sent++
      }
      const t0 = performance.now()
      const submit = await c.rpc("submit_session", { p_session_id: sessionId })
      submitMs.push(performance.now() - t0)
      if (submit.error) failed++
    }),
  )
  const wall = performance.now() - started

  const stored = Number(
    (
      await db.query(
        "select count(*) from public.user_answers a join public.user_sessions s on s.id = a.session_id where s.practice_test_id = $1 and a.user_answer is not null",
        [testId],
      )
    ).rows[0].count,
  )
  console.log(
    `\nWall time ${(wall / 1000).toFixed(1)} s, ${STUDENTS} students on ${process.env.CI ? "CI" : "this machine"}`,
  )
  const save = summary("save_answer", saveMs, wall)
  summary("submit", submitMs, wall)
  const lost = sent - stored
  console.log(`answers sent ${sent}, stored ${stored}, lost ${lost}, failed requests ${failed}`)
  const ok = lost === 0 && failed === 0 && save.p95 < TARGET_P95_SAVE_MS
  console.log(ok ? `PASS (p95 save < ${TARGET_P95_SAVE_MS} ms, no answer lost)` : "FAIL")
  process.exitCode = ok ? 0 : 1
} finally {
  await db.end()
  await stack.stop()
}
