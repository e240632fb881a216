import { readFileSync } from "node:fs"
import { monitorEventLoopDelay } from "node:perf_hooks"
import pg from "pg"
import { cliArgs, intArg } from "../local/cli/args"
import { attackLoop, candidates, findWorst } from "./attacker"
import { componentsBetween, cpuBetween, cpuByComponent, cpuLine, cpuSnapshot } from "./cpu"
import { fullSatScenario } from "./full-sat"
import { type Call, authPost, restClient } from "./http"
import { startStackProcess } from "./stack-process"
import { line, mean, summarize } from "./stats"
import { createStudents } from "./students"

/**
 * `npm run bench:api [-- --students N --questions Q --interval MS --attacker
 *   --scenario all|api|full-sat --sat-students S --sat-alone A]`
 *
 * Against a fresh local stack, in one run:
 * 1. Ceiling: closed-loop throughput of a trivial request
 *    (GET student_entitlements?limit=1) and of save_answer, same workers, and the
 *    ratio of the two.
 * 2. Stress: N students at once sign in, start a Q-question test, save an
 *    answer every few hundred milliseconds and submit: about 230 times a
 *    real student's pace (an answer every 60-90 s), an overload test, not a
 *    capacity figure (that is `npm run bench:capacity`). Prints save and
 *    submit p50/p95/p99, where a save's time goes (client, gateway,
 *    Postgres), the CPU the run had, and checks every answer sent is stored.
 * 3. With --attacker: one student searches for the slowest request the API
 *    still allows, then runs it back to back (--attack-parallel P streams)
 *    while the other students save; compares their save p95 quiet vs under
 *    attack.
 * 4. Full SAT: S students (default 50) at once each take the seeded full SAT
 *    (start_full_sat, four modules with every answer through save_answer,
 *    complete_module, the break between modules 2 and 3; see full-sat.ts).
 *    Prints complete_module p50/p95/p99 (all modules, and module 4, which
 *    also scores the whole attempt), save_answer's, module 4 completed alone
 *    (A calls one at a time), and checks every answer sent is stored and
 *    every attempt is graded as answered.
 * --scenario api runs 1-3 only, --scenario attack 3 only (with --attack or
 * --attacker), --scenario full-sat 4 only; the default runs all. --help lists the options.
 * Exits 1 when an answer is lost, a request fails, (with --attacker) the
 * attack doubles the save p95, or a
 * full SAT is not completed and graded as answered.
 */
/** The named attacks of issue 16 (--attack NAME); the auth floods need the auth limits on. */
const ATTACKS = ["spr-anon", "inflight", "big-body", "signin-flood", "signup-flood"] as const
type AttackName = (typeof ATTACKS)[number]
const SCENARIOS = ["all", "api", "attack", "full-sat"] as const
const args = cliArgs({
  help: { type: "boolean", default: false },
  students: { type: "string" },
  questions: { type: "string" },
  interval: { type: "string" },
  attacker: { type: "boolean", default: false },
  attack: { type: "string" },
  "attack-parallel": { type: "string" },
  "phase-seconds": { type: "string" },
  "ceiling-workers": { type: "string" },
  "sat-students": { type: "string" },
  "sat-alone": { type: "string" },
  scenario: { type: "string", default: "all" },
})
if (args.help) {
  console.log(
    [
      "npm run bench:api -- [options]",
      "  --students N          students of scenarios 1-3 (200); at most 100 of them save during --attack",
      "  --questions Q         questions per bench test (20)",
      "  --interval MS         mean time between one student's saves (300)",
      "  --scenario S          all | api (1-3) | attack (3 alone) | full-sat (4)",
      "  --attacker            3: search for the slowest request one student may send",
      `  --attack NAME         3: one named attack of issue 16: ${ATTACKS.join(" | ")}`,
      "  --attack-parallel P   attack streams at once (1)",
      "  --phase-seconds S     length of each phase of 3: quiet, under attack, quiet again (8)",
      "  --ceiling-workers W   workers of the ceiling in 1 (32)",
      "  --sat-students S, --sat-alone A   scenario 4 (50, 10)",
      "BENCH_STACK_DIR=<checkout> measures that checkout's stack (e.g. a commit before a fix).",
    ].join("\n"),
  )
  process.exit(0)
}
const STUDENTS = intArg(args.students, "students", 200)
const QUESTIONS = intArg(args.questions, "questions", 20)
const INTERVAL_MS = intArg(args.interval, "interval", 300)
const ATTACKER = args.attacker
/**
 * --attack NAME runs one named attack of issue 16 instead of searching for
 * the slowest request: spr-anon (anonymous spr_matches on two 32,500-digit
 * fractions), inflight (one student's pile of parallel reads), big-body
 * (2 MB bodies at /rest/v1), signin-flood (wrong passwords for one student's
 * account from one address), signup-flood (new accounts from one address).
 * Implies --attacker. The auth floods run with the auth service's
 * per-address limits on (config.toml's), each student signing in from an
 * address of its own and the attacker from 127.0.0.2.
 */
const ATTACK = (args.attack ?? null) as AttackName | null
if (ATTACK && !ATTACKS.includes(ATTACK)) {
  console.error(`--attack must be one of ${ATTACKS.join(", ")}`)
  process.exit(2)
}
const AUTH_ATTACK = ATTACK === "signin-flood" || ATTACK === "signup-flood"
const ATTACK_PARALLEL = intArg(args["attack-parallel"], "attack-parallel", 1)
const PHASE_SECONDS = intArg(args["phase-seconds"], "phase-seconds", 8)
const CEILING_WORKERS = Math.min(intArg(args["ceiling-workers"], "ceiling-workers", 32), STUDENTS)
const TARGET_P95_SAVE_MS = 100
const SAT_STUDENTS = intArg(args["sat-students"], "sat-students", 50)
const SAT_ALONE = intArg(args["sat-alone"], "sat-alone", 10)
const SCENARIO = args.scenario as (typeof SCENARIOS)[number]
if (!SCENARIOS.includes(SCENARIO)) {
  console.error(`--scenario must be ${SCENARIOS.join(", ")}`)
  process.exit(2)
}
if (SCENARIO === "attack" && !ATTACK && !ATTACKER) {
  console.error("--scenario attack needs --attack NAME or --attacker")
  process.exit(2)
}
const RUN_API = SCENARIO !== "full-sat"
const RUN_STRESS = SCENARIO === "all" || SCENARIO === "api"
const RUN_FULL_SAT = SCENARIO === "all" || SCENARIO === "full-sat"
/** The machine's load average (1, 5, 15 min): other sessions share the cores. */
const loadavg = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const answer = () => "ABCD"[Math.floor(Math.random() * 4)]!

// The gateway's Server-Timing header, for the breakdown below.
const stack = await startStackProcess({
  SUPABASE_LOCAL_SERVER_TIMING: "1",
  // The auth floods meet the per-address limits a real deployment has.
  ...(AUTH_ATTACK ? { SUPABASE_LOCAL_AUTH_RATE_LIMITS: "on" } : {}),
})
const db = new pg.Client({ connectionString: stack.dbUrl })
await db.connect()
const call = restClient(stack.url, stack.anonKey)

type Student = { token: string; sessionId?: string; questionIds?: string[] }

async function benchTest(slug: string) {
  const test = await db.query(
    "insert into public.practice_tests (slug, title, test_type, question_count) values ($1, 'Bench', 'math', $2) returning id",
    [slug, QUESTIONS],
  )
  const testId: string = test.rows[0].id
  for (let i = 0; i < QUESTIONS; i++) {
    const q = await db.query(
      `insert into public.questions (external_id, practice_test_id, order_index, section, question_type, format, domain, topic, difficulty_level, question_text, options)
       values ($1, $2, $3, 'math', 'math', 'mcq', 'Algebra', 'bench', 5, 'Bench question', '{"A":"1","B":"2","C":"3","D":"4"}') returning id`,
      [`${slug}-${i}`, testId, i + 1],
    )
    await db.query(
      "insert into public.question_keys (question_id, correct_answer, explanation) values ($1, 'A', 'Bench.')",
      [q.rows[0].id],
    )
  }
  return testId
}

async function startSession(s: Student, testId: string) {
  const start = await call(s.token, "rpc/start_test_session", { method: "POST", body: { p_test_id: testId } })
  if (start.status !== 200) throw new Error(`start_test_session: ${start.status} ${start.body}`)
  s.sessionId = (JSON.parse(start.body) as { id: string }).id
  const qs = await call(s.token, `rpc/get_session_questions?p_session_id=${s.sessionId}`)
  if (qs.status !== 200) throw new Error(`get_session_questions: ${qs.status} ${qs.body}`)
  s.questionIds = (JSON.parse(qs.body) as { question_id: string }[]).map((q) => q.question_id)
}

const saveAnswer = (s: Student, i: number) =>
  call(s.token, "rpc/save_answer", {
    method: "POST",
    body: {
      p_session_id: s.sessionId,
      p_question_id: s.questionIds![i % s.questionIds!.length],
      p_answer: answer(),
      p_time_spent_seconds: 30,
    },
  })

/** `workers` loops sending `request` back to back for `seconds`; completed requests per second. */
async function closedLoop(workers: number, seconds: number, request: (w: number, i: number) => Promise<Call>) {
  const until = performance.now() + seconds * 1000
  const ms: number[] = []
  let failed = 0
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < until; i++) {
        const r = await request(w, i)
        if (r.status >= 300) failed++
        ms.push(r.ms)
      }
    }),
  )
  const wall = performance.now() - t0
  return { perSecond: ms.length / (wall / 1000), summary: summarize(ms), wall, failed }
}

/** save_answer's calls and in-database time so far (track_functions). */
async function saveAnswerStats() {
  const r = await db.query(
    "select coalesce(sum(calls), 0)::float as calls, coalesce(sum(total_time), 0)::float as total from pg_stat_user_functions where funcname = 'save_answer'",
  )
  return r.rows[0] as { calls: number; total: number }
}

/** Scenarios 1-2 (ceiling, students saving): answers lost, failed requests, the save summary. */
async function stressScenarios(students: Student[], testId: string, auxTestId: string) {
  // 1. Ceiling -----------------------------------------------------------
  const pool = students.slice(0, CEILING_WORKERS)
  await Promise.all(pool.map((s) => startSession(s, auxTestId)))
  console.log(`\n1. Ceiling: ${CEILING_WORKERS} workers, back to back, 4 s each`)
  const trivial = await closedLoop(CEILING_WORKERS, 4, (w) =>
    call(pool[w]!.token, "student_entitlements?select=user_id&limit=1"),
  )
  const saves = await closedLoop(CEILING_WORKERS, 4, (w, i) => saveAnswer(pool[w]!, i))
  console.log(line("trivial GET (ceiling)", trivial.summary, trivial.wall))
  console.log(line("save_answer (max)", saves.summary, saves.wall))
  const ratio = saves.perSecond / trivial.perSecond
  console.log(
    `save throughput ${saves.perSecond.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of the ceiling (${trivial.perSecond.toFixed(0)} req/s)`,
  )

  // 2. Scenario ----------------------------------------------------------
  const saveCalls: Call[] = []
  const submitMs: number[] = []
  let sent = 0
  let failed = trivial.failed + saves.failed
  console.log(
    `\n2. Stress: ${STUDENTS} students x ${QUESTIONS} answers, one every ~${INTERVAL_MS} ms, then submit ` +
      `(~${Math.round(75_000 / INTERVAL_MS)}x a real student's pace: an overload test; the capacity figure is npm run bench:capacity)`,
  )
  const before = await saveAnswerStats()
  const cpu0 = cpuSnapshot()
  const clientCpu0 = process.cpuUsage()
  const loopDelay = monitorEventLoopDelay({ resolution: 5 })
  loopDelay.enable()
  const started = performance.now()
  await Promise.all(
    students.map(async (s) => {
      const own: Student = { token: s.token }
      await startSession(own, testId)
      for (let i = 0; i < own.questionIds!.length; i++) {
        await sleep(INTERVAL_MS * (0.5 + Math.random()))
        const r = await saveAnswer(own, i)
        saveCalls.push(r)
        if (r.status === 200) sent++
        else failed++
      }
      const submit = await call(own.token, "rpc/submit_session", {
        method: "POST",
        body: { p_session_id: own.sessionId },
      })
      submitMs.push(submit.ms)
      if (submit.status !== 200) failed++
    }),
  )
  const wall = performance.now() - started
  loopDelay.disable()
  const cpu = cpuBetween(cpu0, cpuSnapshot())
  const after = await saveAnswerStats()
  const stored = Number(
    (
      await db.query(
        "select count(*) from public.user_answers a join public.user_sessions s on s.id = a.session_id where s.practice_test_id = $1 and a.user_answer is not null",
        [testId],
      )
    ).rows[0].count,
  )
  const save = summarize(saveCalls.map((c) => c.ms))
  console.log(`Wall time ${(wall / 1000).toFixed(1)} s on ${process.env.CI ? "CI" : "this machine"}`)
  console.log(line("save_answer", save, wall))
  console.log(line("submit_session", summarize(submitMs), wall))
  const lost = sent - stored
  console.log(`answers sent ${sent}, stored ${stored}, lost ${lost}, failed requests ${failed}`)
  for (const c of saveCalls.filter((c) => c.status !== 200).slice(0, 3))
    console.log(`  failed save: ${c.status} ${c.body.slice(0, 200)}`)

  // Where a save's time goes: the client's clock and the gateway's (which
  // holds the request while PostgREST and Postgres run it). PostgREST 12's own
  // Server-Timing phases are not used: their durations are wrong (a 200 ms
  // pg_sleep reads as transaction;dur=1173.8, a 50 ms one as 705 to 1007;
  // PostgREST issue 4522, fixed in v14), so Postgres's share comes from
  // pg_stat_user_functions below.
  const parts = (c: Call) => {
    const gateway = c.timing.gateway ?? NaN
    return { total: c.ms, client: c.ms - gateway, gateway }
  }
  const slowest = [...saveCalls].sort((a, b) => b.ms - a.ms).slice(0, Math.max(1, Math.floor(saveCalls.length / 20)))
  const breakdown = (calls: Call[]) => {
    const ps = calls.map(parts)
    const f = (k: keyof ReturnType<typeof parts>) =>
      mean(ps.map((p) => p[k]))
        .toFixed(1)
        .padStart(6)
    return `total ${f("total")}  client+sockets ${f("client")}  gateway (PostgREST and Postgres) ${f("gateway")}`
  }
  console.log("save time, mean ms:")
  console.log(`  all saves        ${breakdown(saveCalls)}`)
  console.log(`  slowest 5%       ${breakdown(slowest)}`)
  const inDb = (after.total - before.total) / Math.max(1, after.calls - before.calls)
  console.log(
    `  in Postgres: save_answer itself runs ${inDb.toFixed(2)} ms on average (pg_stat_user_functions, ${after.calls - before.calls} calls)`,
  )
  console.log(
    `  bench client event loop delay: p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  )
  console.log(`  ${cpuLine(cpu)}`)
  console.log(
    `  CPU wait per request: ${(cpu.waitMs / (saveCalls.length + submitMs.length)).toFixed(1)} ms ` +
      "(run-queue time of the stack's threads and this client, divided by the requests sent)",
  )
  const clientCpu = process.cpuUsage(clientCpu0)
  console.log(
    `  bench client CPU per request: ${((clientCpu.user + clientCpu.system) / 1000 / (saveCalls.length + submitMs.length)).toFixed(2)} ms ` +
      `(${process.env.BENCH_CLIENT === "fetch" ? "fetch" : "node:http"}; the stack waits for the cores it takes)`,
  )
  return { lost, failed, save }
}

/** Scenarios 1-3 (ceiling, students saving, attacker); true when their gates pass. */
async function apiScenarios(students: Student[], attacker: Student, testId: string, auxTestId: string) {
  const stress = RUN_STRESS ? await stressScenarios(students, testId, auxTestId) : null
  let failed = stress?.failed ?? 0
  const lost = stress?.lost ?? 0
  let attackOk = true
  // 3. Attacker ----------------------------------------------------------
  if (ATTACKER || ATTACK) {
    console.log(
      `\n3. Attacker: ${ATTACK ? `the named attack ${ATTACK}` : "one student, the slowest request the API allows"}, ${ATTACK_PARALLEL} at a time`,
    )
    const reading = await db.query("select id from public.practice_tests where slug = 'reading-section-1'")
    const mine: Student = { token: attacker.token }
    await startSession(mine, reading.rows[0].id)
    const fraction = `${"9".repeat(32_500)}/${"7".repeat(32_499)}`
    const auth = authPost(stack.url, stack.anonKey)
    // The attacker's own address: the students sign in from 127.1.x.y.
    const ATTACKER_ADDRESS = "127.0.0.2"
    let flood = 0
    const floodId = Date.now().toString(36)
    const named: Record<AttackName, () => Promise<Call>> = {
      "signin-flood": () =>
        auth(
          "token?grant_type=password",
          { email: "bench-0@example.com", password: `wrong-password-${flood++}` },
          ATTACKER_ADDRESS,
        ),
      "signup-flood": () =>
        auth(
          "signup",
          { email: `flood-${floodId}-${flood++}@example.com`, password: "flood-password-1" },
          ATTACKER_ADDRESS,
        ),
      "spr-anon": () =>
        call(stack.anonKey, "rpc/spr_matches", { method: "POST", body: { answer: fraction, key: fraction } }),
      inflight: () => call(mine.token, "rpc/get_test_history", { method: "POST", body: {} }),
      "big-body": () =>
        call(stack.anonKey, "rpc/validate_setup_code", {
          method: "POST",
          body: { input_code: "x".repeat(2 * 1024 * 1024) },
        }),
    }
    const search = ATTACK
      ? await (async () => {
          const first = await named[ATTACK]!()
          const m = { name: ATTACK, status: first.status, ms: first.ms, run: named[ATTACK]! }
          // A refused attack is still sent: how fast it is refused is the point.
          return { measured: [m], worst: m }
        })()
      : await findWorst(candidates({ call: (p, i) => call(mine.token, p, i), sessionId: mine.sessionId! }))
    for (const m of search.measured)
      console.log(
        `  ${m.status === 200 ? "allowed" : `refused ${m.status}`.padEnd(7)}  ${m.ms.toFixed(0).padStart(6)} ms  ${m.name}`,
      )
    if (!search.worst) throw new Error("no candidate succeeded")
    console.log(`  worst allowed: ${search.worst.name} (${search.worst.ms.toFixed(0)} ms)`)

    const victims = students.slice(0, Math.min(STUDENTS, 100))
    await Promise.all(victims.filter((s) => !s.sessionId).map((s) => startSession(s, auxTestId)))
    const phase = async (name: string, attack: boolean) => {
      const until = performance.now() + PHASE_SECONDS * 1000
      const ms: number[] = []
      const c0 = cpuSnapshot()
      const parts0 = cpuByComponent()
      const attacking = attack ? attackLoop(search.worst!.run, ATTACK_PARALLEL, () => performance.now() > until) : null
      await Promise.all(
        victims.map(async (s) => {
          for (let i = 0; performance.now() < until; i++) {
            await sleep(INTERVAL_MS * (0.5 + Math.random()))
            const r = await saveAnswer(s, i)
            if (r.status !== 200) failed++
            ms.push(r.ms)
          }
        }),
      )
      const c = cpuBetween(c0, cpuSnapshot())
      const attacks = attacking ? await attacking : []
      const s = summarize(ms)
      console.log(`  ${line(name, s, PHASE_SECONDS * 1000)}${attack ? `  (${attacks.length} attack requests)` : ""}`)
      console.log(`    ${cpuLine(c)}; load average ${loadavg()}`)
      // Where this run's cores went: the attacker's loop runs in the client, on the same 2 cores.
      const parts = componentsBetween(parts0, cpuByComponent())
      console.log(`    cores by part: ${parts.map((p) => `${p.part} ${p.cores.toFixed(2)}`).join(", ")}`)
      if (attack) {
        // What the attack got: its status mix (0 = no answer: reset or timeout) and latency.
        const mix = new Map<number, number>()
        for (const a of attacks) mix.set(a.status, (mix.get(a.status) ?? 0) + 1)
        const statuses = [...mix].sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} x${n}`)
        console.log(`    attack statuses: ${statuses.join(", ") || "none"}`)
        console.log(`    ${line("attack requests", summarize(attacks.map((a) => a.ms)), PHASE_SECONDS * 1000)}`)
      }
      return ms
    }
    const quiet1 = await phase("quiet", false)
    if (AUTH_ATTACK) {
      // The auth limits allow a burst (30 per address, Supabase's default) and
      // then one request per 10 s: a flood is measured after its burst is spent,
      // as a sustained attack would be. A stack without limits gets the same
      // 40 requests first.
      const burst: number[] = []
      let limited = false
      await Promise.all(
        Array.from({ length: ATTACK_PARALLEL }, async () => {
          while (!limited && burst.length < 40) {
            const r = await search.worst!.run()
            burst.push(r.status)
            if (r.status === 429) limited = true
          }
        }),
      )
      const n429 = burst.filter((x) => x === 429).length
      console.log(`  burst before the measured attack: ${burst.length} requests, ${n429} answered 429`)
    }
    const underAttack = await phase("under attack", true)
    const quiet2 = await phase("quiet again", false)
    const quiet = summarize([...quiet1, ...quiet2])
    const quietP95 = quiet.p95
    const attackP95 = summarize(underAttack).p95
    console.log(
      `  other students' save p50: quiet ${quiet.p50.toFixed(1)} ms, under attack ${summarize(underAttack).p50.toFixed(1)} ms`,
    )
    attackOk = attackP95 < 2 * quietP95
    console.log(
      `  other students' save p95: quiet ${quietP95.toFixed(1)} ms, under attack ${attackP95.toFixed(1)} ms ` +
        `(x${(attackP95 / quietP95).toFixed(2)}; must stay under x2)`,
    )
  }

  // Under overload the p95 says how saves degrade, not what a school can run: it is
  // reported against the 100 ms target but does not gate. Nothing lost and nothing
  // failed does: an overloaded stack must still keep every answer.
  const ok = lost === 0 && failed === 0 && attackOk
  if (stress)
    console.log(
      `stress save p95 ${stress.save.p95.toFixed(1)} ms (${stress.save.p95 < TARGET_P95_SAVE_MS ? "under" : "over"} the ${TARGET_P95_SAVE_MS} ms target at real pace; not a gate here)`,
    )
  console.log(ok ? `\nPASS (no answer lost, no request failed${ATTACKER ? ", attack under x2" : ""})` : "\nFAIL")
  return ok
}

/** Scenario 4, the full SAT; true when every answer is stored, no request fails and every attempt is graded as sent. */
async function fullSat(tokens: string[]) {
  console.log(
    `\n4. Full SAT: ${tokens.length} students at once x 98 answers, one every ~${INTERVAL_MS} ms, four modules and the break`,
  )
  const cpu0 = cpuSnapshot()
  const r = await fullSatScenario({ call, db, tokens, intervalMs: INTERVAL_MS, alone: SAT_ALONE })
  const cpu = cpuBetween(cpu0, cpuSnapshot())
  console.log(`Wall time ${(r.wallMs / 1000).toFixed(1)} s (students at once)`)
  for (const name of ["start_full_sat", "start_module", "get_session_questions", "save_answer", "complete_module"])
    console.log(line(name, summarize(r.calls[name] ?? []), r.wallMs))
  console.log(line("complete_module, m4", summarize(r.lastModuleMs), r.wallMs))
  const aloneWall = r.aloneMs.reduce((a, b) => a + b, 0)
  console.log(line("m4 alone, 1 at a time", summarize(r.aloneMs), aloneWall))
  console.log(
    `in Postgres, mean per call: ${Object.entries(r.inDbMs)
      .map(([k, v]) => `${k} ${v.toFixed(2)} ms`)
      .join(", ")} (module 4 alone, in SQL: npm run bench:grade)`,
  )
  const lost = r.sentAll - r.stored
  const expected = tokens.length + Math.min(SAT_ALONE, tokens.length)
  console.log(
    `answers sent ${r.sentAll}, stored ${r.stored}, lost ${lost}; attempts completed ${r.completed} of ${expected}, ` +
      `graded otherwise than sent ${r.misgraded}; failed requests ${r.failed}`,
  )
  for (const e of r.errors.slice(0, 5)) console.log(`  ${e}`)
  console.log(cpuLine(cpu))
  const ok = lost === 0 && r.failed === 0 && r.completed === expected && r.misgraded === 0
  console.log(ok ? "\nPASS (full SAT: no answer lost, no request failed, every attempt graded)" : "\nFAIL (full SAT)")
  return ok
}

try {
  await db.query("alter system set track_functions = 'pl'")
  await db.query("select pg_reload_conf()")
  const count = Math.max(RUN_API ? STUDENTS + 1 : 0, RUN_FULL_SAT ? SAT_STUDENTS : 0)
  console.log(`Setting up ${count} students…`)
  console.log(`load average ${loadavg()}; stack ${process.env.BENCH_STACK_DIR ?? "of this checkout"}`)
  // With the auth limits on (auth floods), each student signs in from its own address.
  const students: Student[] = (await createStudents(stack, count, "bench", AUTH_ATTACK)).map((s) => ({
    token: s.token,
  }))
  let apiOk = true
  let satOk = true
  if (RUN_API) {
    const testId = await benchTest("bench-test")
    const auxTestId = await benchTest("bench-aux")
    apiOk = await apiScenarios(students.slice(0, STUDENTS), students[STUDENTS]!, testId, auxTestId)
  }
  if (RUN_FULL_SAT) satOk = await fullSat(students.slice(0, SAT_STUDENTS).map((s) => s.token))
  if (RUN_API && RUN_FULL_SAT)
    console.log(`\nOverall: scenarios 1-3 ${apiOk ? "PASS" : "FAIL"}, full SAT ${satOk ? "PASS" : "FAIL"}`)
  console.log(`load average ${loadavg()}`)
  process.exitCode = apiOk && satOk ? 0 : 1
} finally {
  await db.end()
  await stack.stop()
}
