import { parseArgs } from "node:util"
import pg from "pg"
import { componentsBetween, cpuBetween, cpuByComponent, cpuLine, cpuSnapshot } from "./cpu"
import { type Call, restClient } from "./http"
import { startStackProcess } from "./stack-process"
import { line, mean, summarize } from "./stats"
import { createStudents } from "./students"

/**
 * `npm run bench:capacity [-- --pool 300 --start 1000 --factor 1.4 --steps 10 --step-seconds 45]`
 *
 * The figure a school asks for: how many students can take section tests at
 * once, at a real student's pace, before saves slow down (p95 over 100 ms) or
 * anything is lost. Against a fresh local stack, in one run:
 *
 * 1. The trivial-request ceiling (GET student_entitlements?limit=1, 32
 *    workers back to back), to say how loaded this machine was.
 * 2. Steps of an open load that grows until a step fails. Each of `--pool`
 *    bench students (real accounts, signed in, entitled) runs the app's calls:
 *    start_test_session + get_session_questions (the seeded Math section,
 *    its real question payload), then per question save_answer and the
 *    save_progress the runner sends on every move, then submit_session, then
 *    a new test. A real student answers every 60-90 s (uniform). To reach
 *    thousands of students without thousands of sockets, time is compressed:
 *    at "N students" each bench student answers N/pool times faster than a
 *    real one, so the requests per second equal N real students' (N/75 saves
 *    per second, as many progress saves, a start and a submit per test).
 *    Arrivals are random (each student's first call is at a random moment of
 *    its first interval, and starts at a random question of its test), so
 *    no step begins with a thundering herd.
 * 3. The capacity: the largest N whose step kept save p95 under 100 ms with
 *    no answer lost and no request failed, with where the time goes at the
 *    limit: CPU per part (Postgres, PostgREST, gateway/auth, this client) and
 *    a save's time in the client+sockets vs the gateway and in Postgres.
 *
 * Honest limits: compression keeps the request rate of N students but not
 * their number of open connections or sessions in flight (pool, not N), and
 * the stack shares 2 cores with this client and with whatever else runs on
 * the machine (the CPU lines say how much).
 */
const { values: opts } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    pool: { type: "string", default: "300" },
    start: { type: "string", default: "1000" },
    factor: { type: "string", default: "1.4" },
    steps: { type: "string", default: "10" },
    "step-seconds": { type: "string", default: "45" },
  },
})
const num = (name: keyof typeof opts, min: number) => {
  const v = Number(opts[name])
  if (!Number.isFinite(v) || v < min) throw new Error(`--${name} must be a number of at least ${min}`)
  return v
}
const POOL = Math.round(num("pool", 1))
const START = num("start", 1)
const FACTOR = num("factor", 1.05)
const STEPS = Math.round(num("steps", 1))
const STEP_SECONDS = num("step-seconds", 5)
const TARGET_P95_SAVE_MS = 100
// A real student: one answer every 60 to 90 s.
const PACE_MIN_S = 60
const PACE_MAX_S = 90
const PACE_MEAN_S = (PACE_MIN_S + PACE_MAX_S) / 2

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)))
const answer = () => "ABCD"[Math.floor(Math.random() * 4)]!

const stack = await startStackProcess({ SUPABASE_LOCAL_SERVER_TIMING: "1" })
const db = new pg.Client({ connectionString: stack.dbUrl })
await db.connect()
const call = restClient(stack.url, stack.anonKey)

type Bench = {
  token: string
  sessionId?: string
  questions?: { id: string; format: string }[]
  index: number
  next: number
  firstTest: boolean
}
type StepCalls = Record<"start" | "questions" | "save" | "progress" | "submit", Call[]>

/** save_answer's calls and in-database time so far (track_functions). */
async function saveAnswerStats() {
  const r = await db.query(
    "select coalesce(sum(calls), 0)::float as calls, coalesce(sum(total_time), 0)::float as total from pg_stat_user_functions where funcname = 'save_answer'",
  )
  return r.rows[0] as { calls: number; total: number }
}

async function ceiling(tokens: string[], seconds = 4) {
  const until = performance.now() + seconds * 1000
  const ms: number[] = []
  const t0 = performance.now()
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < until) ms.push((await call(token, "student_entitlements?select=user_id&limit=1")).ms)
    }),
  )
  const wall = performance.now() - t0
  return { perSecond: ms.length / (wall / 1000), summary: summarize(ms), wall }
}

const ok = (c: Call) => c.status >= 200 && c.status < 300

/** One step: `equivalent` students' request rate for `STEP_SECONDS`, by `pool` bench students. */
async function step(pool: Bench[], testId: string, equivalent: number, sent: Map<string, string>) {
  const speedup = equivalent / pool.length
  const interval = () => ((PACE_MIN_S + Math.random() * (PACE_MAX_S - PACE_MIN_S)) * 1000) / speedup
  const calls: StepCalls = { start: [], questions: [], save: [], progress: [], submit: [] }
  const t0 = performance.now()
  const until = t0 + STEP_SECONDS * 1000
  // Random arrival: each student's next call falls somewhere in its first interval.
  for (const b of pool) b.next = t0 + Math.random() * interval()

  const start = async (b: Bench) => {
    const s = await call(b.token, "rpc/start_test_session", {
      method: "POST",
      body: { p_test_id: testId, p_timed: true },
    })
    calls.start.push(s)
    if (!ok(s)) return false
    b.sessionId = (JSON.parse(s.body) as { id: string }).id
    const q = await call(b.token, `rpc/get_session_questions?p_session_id=${b.sessionId}`)
    calls.questions.push(q)
    if (!ok(q)) return false
    b.questions = (JSON.parse(q.body) as { question_id: string; format: string }[]).map((x) => ({
      id: x.question_id,
      format: x.format,
    }))
    return true
  }

  await Promise.all(
    pool.map(async (b) => {
      while (true) {
        await sleep(b.next - performance.now())
        if (performance.now() >= until) return
        if (!b.sessionId || !b.questions) {
          if (!(await start(b))) return
          // The run's first tests start at a random question (students are mid-test); later ones at 1.
          b.index = b.firstTest ? Math.floor(Math.random() * b.questions!.length) : 0
          b.firstTest = false
        } else {
          const q = b.questions[b.index]!
          const value = q.format === "mcq" ? answer() : String(1 + Math.floor(Math.random() * 9))
          const s = await call(b.token, "rpc/save_answer", {
            method: "POST",
            body: { p_session_id: b.sessionId, p_question_id: q.id, p_answer: value, p_time_spent_seconds: 75 },
          })
          calls.save.push(s)
          if (ok(s)) sent.set(`${b.sessionId}|${q.id}`, value)
          b.index++
          // The runner saves the position on every move.
          const p = await call(b.token, "rpc/save_progress", {
            method: "POST",
            body: { p_session_id: b.sessionId, p_current_question: Math.min(b.index + 1, b.questions.length) },
          })
          calls.progress.push(p)
          if (b.index >= b.questions.length) {
            const done = await call(b.token, "rpc/submit_session", {
              method: "POST",
              body: { p_session_id: b.sessionId },
            })
            calls.submit.push(done)
            b.sessionId = undefined
            b.questions = undefined
          }
        }
        b.next += interval()
      }
    }),
  )
  return { calls, wall: performance.now() - t0, speedup }
}

async function lostAnswers(sent: Map<string, string>) {
  const keys = [...sent.keys()]
  const sessions = [...new Set(keys.map((k) => k.split("|")[0]!))]
  const rows = await db.query<{ session_id: string; question_id: string; user_answer: string | null }>(
    "select session_id, question_id, user_answer from public.user_answers where session_id = any($1::uuid[])",
    [sessions],
  )
  const stored = new Map(rows.rows.map((r) => [`${r.session_id}|${r.question_id}`, r.user_answer]))
  return keys.filter((k) => stored.get(k) !== sent.get(k)).length
}

try {
  await db.query("alter system set track_functions = 'pl'")
  await db.query("select pg_reload_conf()")
  const test = await db.query("select id, question_count from public.practice_tests where slug = 'math-section-1'")
  if (!test.rows[0]) throw new Error("The seeded math-section-1 test is missing")
  const testId: string = test.rows[0].id
  console.log(`Setting up ${POOL} students…`)
  // In batches of 20, each tried up to three times: a loaded machine cuts sign-ups off mid-request.
  const tokens: { token: string }[] = []
  for (let k = 0; tokens.length < POOL; k++)
    for (let attempt = 1; ; attempt++)
      try {
        tokens.push(...(await createStudents(stack, Math.min(20, POOL - tokens.length), `capacity${k}a${attempt}`)))
        break
      } catch (e) {
        if (attempt === 3) throw e
      }
  const pool: Bench[] = tokens.map((s) => ({
    token: s.token,
    index: 0,
    next: 0,
    firstTest: true,
  }))

  const before = cpuSnapshot()
  const ceil = await ceiling(pool.slice(0, Math.min(32, POOL)).map((b) => b.token))
  console.log(`\n1. Ceiling (same run): ${line("trivial GET, 32 workers", ceil.summary, ceil.wall)}`)
  console.log(`   ${cpuLine(cpuBetween(before, cpuSnapshot()))}`)

  console.log(
    `\n2. Steps of ${STEP_SECONDS} s: ${POOL} bench students stand for N real students answering every ${PACE_MIN_S}-${PACE_MAX_S} s ` +
      `(each answers N/${POOL} times faster); per answer a save_answer and a save_progress, per test a start and a submit`,
  )
  let capacity: { n: number; p95: number } | null = null
  let limitReason = `not reached within ${STEPS} steps`
  let equivalent = START
  for (let i = 0; i < STEPS; i++, equivalent = Math.round(equivalent * FACTOR)) {
    const sent = new Map<string, string>()
    const stats0 = await saveAnswerStats()
    const cpu0 = cpuSnapshot()
    const parts0 = cpuByComponent()
    const r = await step(pool, testId, equivalent, sent)
    const parts = componentsBetween(parts0, cpuByComponent())
    const cpu = cpuBetween(cpu0, cpuSnapshot())
    const stats1 = await saveAnswerStats()
    const lost = await lostAnswers(sent)
    const all = Object.values(r.calls).flat()
    const failed = all.filter((c) => !ok(c))
    const save = summarize(r.calls.save.map((c) => c.ms))
    const intended = (equivalent / PACE_MEAN_S) * (r.wall / 1000)
    const gateway = mean(r.calls.save.map((c) => c.timing.gateway ?? NaN))
    const inDb = (stats1.total - stats0.total) / Math.max(1, stats1.calls - stats0.calls)
    const pass = save.p95 < TARGET_P95_SAVE_MS && lost === 0 && failed.length === 0
    console.log(
      `\n${pass ? "✓" : "✗"} ${equivalent} students (x${r.speedup.toFixed(1)} pace): ` +
        `${r.calls.save.length} saves (${((100 * r.calls.save.length) / intended).toFixed(0)}% of the intended ${intended.toFixed(0)}), ` +
        `lost ${lost}, failed ${failed.length}`,
    )
    for (const [name, list] of Object.entries(r.calls))
      if (list.length) console.log(`  ${line(name, summarize(list.map((c) => c.ms)), r.wall)}`)
    console.log(
      `  save, mean: ${mean(r.calls.save.map((c) => c.ms)).toFixed(1)} ms = client+sockets ${(mean(r.calls.save.map((c) => c.ms)) - gateway).toFixed(1)} + gateway (PostgREST and Postgres) ${gateway.toFixed(1)}; save_answer in Postgres ${inDb.toFixed(2)} ms`,
    )
    console.log(`  CPU by part (cores): ${parts.map((p) => `${p.part} ${p.cores.toFixed(2)}`).join(", ")}`)
    console.log(`  ${cpuLine(cpu)}`)
    for (const c of failed.slice(0, 3)) console.log(`  failed: ${c.status} ${c.body.slice(0, 160)}`)
    if (cpu.others > 0.5)
      console.log(
        `  note: other processes took ${cpu.others.toFixed(2)} of ${cpu.cores.toFixed(0)} cores during this step: the limit below is this machine's load, a lower bound of the stack's`,
      )
    if (!pass) {
      limitReason =
        lost || failed.length
          ? `${equivalent} students lost ${lost} answers / failed ${failed.length} requests`
          : `${equivalent} students: save p95 ${save.p95.toFixed(1)} ms`
      break
    }
    capacity = { n: equivalent, p95: save.p95 }
  }
  console.log(
    `\n3. Capacity on this machine: ${capacity ? `${capacity.n} students at once (save p95 ${capacity.p95.toFixed(1)} ms)` : `below ${START} students`}; ` +
      `limit: ${limitReason}. Same-run ceiling ${ceil.perSecond.toFixed(0)} trivial req/s.`,
  )
  process.exitCode = capacity ? 0 : 1
} finally {
  await db.end()
  await stack.stop()
}
