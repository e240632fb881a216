import type pg from "pg"
import type { Call } from "./http"

/**
 * The full-SAT scenario: N students at once each take the seeded full SAT
 * the way the app does: start_full_sat, then for modules 1 to 4
 * start_module and get_session_questions, every answer through save_answer
 * (all seven arguments, as the answer queue sends them), complete_module;
 * start_break and end_break between modules 2 and 3. Student i answers
 * right with a probability that grows with i, so both adaptive tiers are
 * taken. Then module 4's complete_module (which also grades the attempt)
 * is timed alone, one call at a time, and the database is asked what it
 * stored and graded.
 */
export type CallFn = (
  token: string,
  path: string,
  init?: { method?: string; body?: unknown; timeoutMs?: number },
) => Promise<Call>

export type Key = { format: "mcq" | "spr"; correct: string }

/** What one batch of attempts sent and measured. */
export type Run = {
  calls: Record<string, number[]>
  /** complete_module of module 4 only. */
  lastModuleMs: number[]
  sent: number
  failed: number
  errors: string[]
  /** Full SAT session id -> answers sent right. */
  expectedRight: Map<string, number>
}

export type FullSatReport = Omit<Run, "expectedRight"> & {
  wallMs: number
  /** Non-blank answers stored for every attempt of the scenario (both batches). */
  stored: number
  /** Answers sent with status 200, both batches. */
  sentAll: number
  attempts: number
  /** Attempts finished with section scores. */
  completed: number
  /** Attempts whose graded correct count differs from the answers sent right. */
  misgraded: number
  /** Mean time inside Postgres per call during the concurrent phase (pg_stat_user_functions). */
  inDbMs: Record<string, number>
  /** Module 4's complete_module, one call at a time on an otherwise idle stack. */
  aloneMs: number[]
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const LETTERS = ["A", "B", "C", "D"] as const
export const newRun = (): Run => ({
  calls: {},
  lastModuleMs: [],
  sent: 0,
  failed: 0,
  errors: [],
  expectedRight: new Map(),
})

/** An answer that is right or wrong on purpose; an SPR wrong is a valid number no key uses. */
function answerFor(key: Key, right: boolean) {
  if (key.format === "spr") return right ? key.correct : "-9999"
  if (right) return key.correct
  const wrong = LETTERS.filter((l) => l !== key.correct)
  return wrong[Math.floor(Math.random() * wrong.length)]!
}

/** Struck-out options as the eliminator sends them: none, or one wrong letter that is not the answer. */
function struckFor(key: Key, answer: string) {
  if (key.format === "spr" || Math.random() < 0.5) return ""
  const spare = LETTERS.filter((l) => l !== answer && l !== key.correct)
  return spare[Math.floor(Math.random() * spare.length)]!
}

type Stats = Map<string, { calls: number; total: number }>

async function functionStats(db: pg.Client, names: string[]): Promise<Stats> {
  const r = await db.query(
    "select funcname, calls::float as calls, total_time::float as total from pg_stat_user_functions where schemaname = 'public' and funcname = any($1)",
    [names],
  )
  return new Map(r.rows.map((row: { funcname: string; calls: number; total: number }) => [row.funcname, row]))
}

/**
 * The statistics once every backend has reported them: an idle backend
 * reports at most once a second, and at the latest after 10 s
 * (PGSTAT_IDLE_INTERVAL).
 */
async function flushedStats(db: pg.Client, names: string[]) {
  await sleep(11_000)
  return functionStats(db, names)
}

/** Mean milliseconds per call inside Postgres between two snapshots. */
function inDb(before: Stats, after: Stats, name: string) {
  const a = after.get(name)
  const b = before.get(name) ?? { calls: 0, total: 0 }
  return a && a.calls > b.calls ? (a.total - b.total) / (a.calls - b.calls) : NaN
}

/**
 * One student's full SAT. With `holdLast`, module 4 is answered but left
 * open, and its session id is returned for a later complete_module.
 */
export async function takeFullSat(
  call: CallFn,
  run: Run,
  keys: Map<string, Key>,
  a: { token: string; testId: string; skill: number; intervalMs: number; holdLast?: boolean },
) {
  const rpc = async <T>(name: string, body: unknown): Promise<{ data: T; ms: number }> => {
    const r = await call(a.token, `rpc/${name}`, { method: "POST", body })
    ;(run.calls[name] ??= []).push(r.ms)
    if (r.status !== 200) {
      run.failed++
      run.errors.push(`${name}: ${r.status} ${r.body.slice(0, 200)}`)
      throw new Error(name)
    }
    return { data: JSON.parse(r.body) as T, ms: r.ms }
  }
  const started = await rpc<{ session: { id: string } }>("start_full_sat", { p_test_id: a.testId })
  const satId = started.data.session.id
  run.expectedRight.set(satId, 0)
  for (let order = 1; order <= 4; order++) {
    if (order === 3) {
      await rpc("start_break", { p_full_sat_session_id: satId })
      await rpc("end_break", { p_full_sat_session_id: satId })
    }
    const m = await rpc<{ id: string }>("start_module", { p_full_sat_session_id: satId, p_module_order: order })
    // The runner loads every question of the module before its clock starts.
    const qs = await rpc<{ question_id: string }[]>("get_session_questions", { p_session_id: m.data.id })
    for (const [n, q] of qs.data.entries()) {
      if (a.intervalMs > 0) await sleep(a.intervalMs * (0.5 + Math.random()))
      const key = keys.get(q.question_id)
      if (!key) throw new Error(`no key for ${q.question_id}`)
      const right = Math.random() < a.skill
      const answer = answerFor(key, right)
      await rpc("save_answer", {
        p_session_id: m.data.id,
        p_question_id: q.question_id,
        p_answer: answer,
        p_time_spent_seconds: 20 + Math.floor(Math.random() * 70),
        p_client_seq: Date.now() * 1000 + n,
        p_flagged: n % 7 === 0,
        p_eliminated: struckFor(key, answer),
      })
      run.sent++
      if (right) run.expectedRight.set(satId, run.expectedRight.get(satId)! + 1)
    }
    if (order === 4 && a.holdLast) return m.data.id
    const done = await rpc("complete_module", { p_session_id: m.data.id })
    if (order === 4) run.lastModuleMs.push(done.ms)
  }
  return null
}

/** The seeded full SAT's id and its keys (read as the database owner: no API role can). */
export async function seededFullSat(db: pg.Client, slug = "full-sat-1") {
  const test = await db.query("select id from public.practice_tests where slug = $1 and is_active", [slug])
  if (!test.rows[0]) throw new Error(`no active full SAT ${slug} in the seed`)
  const testId: string = test.rows[0].id
  const keyRows = await db.query(
    `select q.id, q.format, coalesce(k.accepted_answers[1], k.correct_answer) as correct
     from public.questions q join public.question_keys k on k.question_id = q.id where q.practice_test_id = $1`,
    [testId],
  )
  const keys = new Map<string, Key>(keyRows.rows.map((r) => [r.id, { format: r.format, correct: r.correct }]))
  return { testId, keys }
}

export async function fullSatScenario(opts: {
  call: CallFn
  db: pg.Client
  tokens: string[]
  intervalMs: number
  slug?: string
  /** How many module-4 completions to time one at a time afterwards. */
  alone: number
}): Promise<FullSatReport> {
  const { call, db, tokens, intervalMs } = opts
  const { testId, keys } = await seededFullSat(db, opts.slug)
  const skill = (i: number, n: number) => 0.15 + (0.8 * i) / Math.max(1, n - 1)

  // 1. Everyone at once, paced like students.
  const tracked = ["save_answer", "complete_module", "start_module", "start_full_sat", "get_session_questions"]
  const before = await flushedStats(db, tracked)
  const run = newRun()
  const t0 = performance.now()
  await Promise.all(
    tokens.map((token, i) =>
      takeFullSat(call, run, keys, { token, testId, skill: skill(i, tokens.length), intervalMs }).catch(() => null),
    ),
  )
  const wallMs = performance.now() - t0
  const after = await flushedStats(db, tracked)
  const inDbMs = Object.fromEntries(tracked.map((name) => [name, inDb(before, after, name)]))

  // 2. Module 4 alone: a few students answer everything without pauses and
  // leave module 4 open (retakes of the same test); then each module 4 is
  // submitted one after another, nothing else running.
  const quiet = newRun()
  const aloneTokens = tokens.slice(0, Math.min(opts.alone, tokens.length))
  const held = await Promise.all(
    aloneTokens.map((token, i) =>
      takeFullSat(call, quiet, keys, {
        token,
        testId,
        skill: skill(i, aloneTokens.length),
        intervalMs: 0,
        holdLast: true,
      }).catch(() => null),
    ),
  )
  const aloneMs: number[] = []
  for (const [i, sessionId] of held.entries()) {
    if (!sessionId) continue
    const r = await call(aloneTokens[i]!, "rpc/complete_module", { method: "POST", body: { p_session_id: sessionId } })
    if (r.status === 200) aloneMs.push(r.ms)
    else {
      quiet.failed++
      quiet.errors.push(`complete_module (alone): ${r.status} ${r.body.slice(0, 200)}`)
    }
  }

  // 3. What the database stored and graded, for every attempt of both batches.
  const expected = new Map([...run.expectedRight, ...quiet.expectedRight])
  const ids = [...expected.keys()]
  const stored = Number(
    (
      await db.query(
        `select count(*) from public.user_answers a join public.user_sessions s on s.id = a.session_id
         where s.full_sat_session_id = any($1) and a.user_answer is not null`,
        [ids],
      )
    ).rows[0].count,
  )
  const graded = await db.query(
    `select f.id, f.total_score, coalesce(sum(s.correct_count), 0)::int as correct
     from public.full_sat_sessions f left join public.user_sessions s on s.full_sat_session_id = f.id
     where f.id = any($1) group by f.id`,
    [ids],
  )
  return {
    calls: run.calls,
    lastModuleMs: run.lastModuleMs,
    sent: run.sent,
    sentAll: run.sent + quiet.sent,
    failed: run.failed + quiet.failed,
    errors: [...run.errors, ...quiet.errors],
    wallMs,
    stored,
    attempts: ids.length,
    completed: graded.rows.filter((r) => r.total_score !== null).length,
    misgraded: graded.rows.filter((r) => r.correct !== expected.get(r.id)).length,
    inDbMs,
    aloneMs,
  }
}
