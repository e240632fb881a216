import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import pg from "pg"
import { inject } from "vitest"
import WebSocket from "ws"
// Result types are defined once, beside the app's data modules, and shared with these tests.
import type { PracticeTest } from "@/lib/supabase/rpc/practice-tests"
import { parseResult } from "@/lib/supabase/rpc/contract"
import { rpcResultSchemas } from "@/lib/supabase/rpc/result-schemas"

export const stack = () => inject("stack")

/** In-memory storage, so each test client has its own session and PKCE verifier. */
function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

/** A real supabase-js client against the local stack, as a browser would hold it. */
export function newClient(key = stack().anonKey): SupabaseClient {
  return createClient(stack().url, key, {
    auth: {
      flowType: "pkce",
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    // supabase-js refuses to start on Node 20 without a WebSocket implementation.
    realtime: { transport: WebSocket as never },
  })
}

export const admin = () => newClient(stack().serviceRoleKey)

let seq = 0
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`

/** Creates a confirmed student through the admin API and returns a signed-in client. */
export async function signedInStudent(tag = "student") {
  const email = uniqueEmail(tag)
  const password = "correct-horse-9"
  const { data, error } = await admin().auth.admin.createUser({ email, password, email_confirm: true })
  if (error) throw error
  const client = newClient()
  const signIn = await client.auth.signInWithPassword({ email, password })
  if (signIn.error) throw signIn.error
  return { client, user: data.user, email, password, session: signIn.data.session }
}

/** A superuser connection for fixtures the API must not be able to make. */
export async function withDb<T>(fn: (db: pg.Client) => Promise<T>) {
  const db = new pg.Client({ connectionString: stack().dbUrl })
  await db.connect()
  try {
    return await fn(db)
  } finally {
    await db.end()
  }
}

/** A signed-in student who has redeemed the demo setup code. */
export async function entitledStudent(tag = "student") {
  const s = await signedInStudent(tag)
  const { error } = await s.client.rpc("redeem_setup_code", { input_code: "DEMO2026" })
  if (error) throw error
  return s
}

/**
 * Calls an RPC and returns its data, throwing the PostgREST error if any.
 * A function the app parses (src/lib/supabase/rpc/result-schemas.ts) has its
 * real result parsed with the app's own schema: a drift fails here.
 */
export async function rpc<T = unknown>(client: SupabaseClient, fn: string, args: Record<string, unknown> = {}) {
  const { data, error } = await client.rpc(fn, args)
  if (error) throw Object.assign(new Error(error.message), { code: error.code })
  const schema = rpcResultSchemas[fn as keyof typeof rpcResultSchemas]
  if (schema) parseResult(schema, data, `${fn}'s result`)
  return data as T
}

/** The error an RPC fails with (fails the test when it succeeds). */
export async function rpcError(client: SupabaseClient, fn: string, args: Record<string, unknown> = {}) {
  const { error } = await client.rpc(fn, args)
  if (!error) throw new Error(`${fn} was expected to fail`)
  return error
}

type FixtureQuestion = {
  type: "math" | "reading" | "writing"
  format?: "mcq" | "spr"
  key: string | string[]
  topic?: string
  level?: number
  tier?: "standard" | "easier" | "harder"
}

/** One question with its key, in a test's pool; returns its id. */
async function insertQuestion(
  db: pg.Client,
  q: FixtureQuestion & { externalId: string; testId: string | null; order: number; explanation: string },
): Promise<string> {
  const format = q.format ?? "mcq"
  const r = await db.query(
    `insert into public.questions (external_id, practice_test_id, order_index, section, question_type, format, domain, topic,
       difficulty_level, difficulty_tier, question_text, options)
     values ($1, $2, $3, $4, $5, $6, 'Fixture', $7, $8, $9, $10, $11) returning id`,
    [
      q.externalId,
      q.testId,
      q.order,
      q.type === "math" ? "math" : "reading_writing",
      q.type,
      format,
      q.topic ?? `topic-${q.type}`,
      q.level ?? 5,
      q.tier ?? "standard",
      `Fixture question ${q.order}`,
      format === "mcq" ? { A: "one", B: "two", C: "three", D: "four" } : null,
    ],
  )
  const id: string = r.rows[0].id
  await db.query(
    "insert into public.question_keys (question_id, correct_answer, accepted_answers, explanation) values ($1, $2, $3, $4)",
    [id, format === "mcq" ? q.key : null, format === "spr" ? q.key : null, q.explanation],
  )
  return id
}

/**
 * A practice test of its own with the given questions (keys included),
 * inserted as the database owner: the API cannot write the catalogue.
 */
export async function fixtureTest(questions: FixtureQuestion[], opts: { minutes?: number } = {}) {
  const slug = `fixture-${Date.now().toString(36)}-${++seq}`
  return withDb(async (db) => {
    const test = await db.query(
      `insert into public.practice_tests (slug, title, test_type, time_limit_minutes, question_count)
       values ($1, $2, 'math', $3, $4) returning id`,
      [slug, `Fixture ${slug}`, opts.minutes ?? 35, questions.length],
    )
    const testId: string = test.rows[0].id
    const ids: string[] = []
    for (const [i, q] of questions.entries())
      ids.push(
        await insertQuestion(db, {
          ...q,
          externalId: `${slug}-${i}`,
          testId,
          order: i + 1,
          explanation: `Because ${i + 1}.`,
        }),
      )
    return { testId, questionIds: ids, slug }
  })
}

/**
 * A small full SAT of its own: four modules (RW 4 + 4 questions, Math 3 + 3)
 * with standard, easier and harder pools. Every key is "A".
 */
export async function fixtureFullSat() {
  const slug = `fixture-sat-${Date.now().toString(36)}-${++seq}`
  return withDb(async (db) => {
    const t = await db.query(
      `insert into public.practice_tests (slug, title, test_type, time_limit_minutes, question_count)
       values ($1, 'Fixture SAT', 'full_sat', 134, 14) returning id`,
      [slug],
    )
    const testId: string = t.rows[0].id
    const modules = [
      [1, "reading_writing", 4, false],
      [2, "reading_writing", 4, true],
      [3, "math", 3, false],
      [4, "math", 3, true],
    ] as const
    for (const [order, section, count, adaptive] of modules)
      await db.query(
        `insert into public.test_modules (practice_test_id, module_name, module_order, section_type, time_limit_minutes, question_count, is_adaptive)
         values ($1, $2, $3, $4, 32, $5, $6)`,
        [testId, `Module ${order}`, order, section, count, adaptive],
      )
    const tiers: Record<string, string[]> = {}
    for (const section of ["reading_writing", "math"] as const)
      for (const tier of ["standard", "easier", "harder"] as const) {
        const n = section === "math" ? 3 : 4
        for (let i = 0; i < n; i++) {
          const id = await insertQuestion(db, {
            type: section === "math" ? "math" : "reading",
            key: "A",
            tier,
            topic: "fixture",
            externalId: `${slug}-${section}-${tier}-${i}`,
            testId,
            order: i + 1,
            explanation: "Key A.",
          })
          ;(tiers[`${section}:${tier}`] ??= []).push(id)
        }
      }
    return { testId, tiers }
  })
}

/**
 * Review-bank questions (no test pool), whose keys review releases at any
 * time the question is not in an active session; returns their ids.
 */
export async function fixtureReviewQuestions(questions: FixtureQuestion[]) {
  const tag = `fixture-bank-${Date.now().toString(36)}-${++seq}`
  return withDb(async (db) => {
    const ids: string[] = []
    for (const [i, q] of questions.entries())
      ids.push(
        await insertQuestion(db, {
          ...q,
          externalId: `${tag}-${i}`,
          testId: null,
          order: i + 1,
          explanation: `Because ${i + 1}.`,
        }),
      )
    return ids
  })
}

/**
 * Moves a session's clock as if it had started `seconds` earlier (deadline
 * and pause), as the database owner: tests of the deadline without waiting.
 */
export async function ageSession(sessionId: string, seconds: number) {
  await withDb((db) =>
    db.query(
      `update public.user_sessions
         set deadline_at = deadline_at - make_interval(secs => $2),
             paused_at = paused_at - make_interval(secs => $2),
             created_at = created_at - make_interval(secs => $2)
       where id = $1`,
      [sessionId, seconds],
    ),
  )
}

/** The active practice tests as a student sees them (list_practice_tests). */
export const listTests = (client: SupabaseClient) => rpc<PracticeTest[]>(client, "list_practice_tests")

/** The id of an active practice test, by slug, read as the student would. */
export async function testIdBySlug(client: SupabaseClient, slug: string) {
  const test = (await listTests(client)).find((t) => t.slug === slug)
  if (!test) throw new Error(`No active practice test ${slug}`)
  return test.id
}
