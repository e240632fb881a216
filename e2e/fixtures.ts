import { test as base, expect, type Page } from "@playwright/test"
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "../src/config/local-supabase"
import { apiKeys } from "../supabase/local/keys"
import { sql } from "./db"

export { expect }

export const APP_ORIGIN = "http://127.0.0.1:4173"
export const API = LOCAL_SUPABASE_URL

/**
 * Where supabase-js keeps the session: `sb-<first label of the API host>-auth-token`
 * (SupabaseClient's default storageKey), i.e. `sb-127-auth-token` locally.
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(API).hostname.split(".")[0]}-auth-token`

export type Student = { email: string; password: string; session: Record<string, unknown> & { access_token: string } }

async function call(path: string, init: RequestInit & { token?: string; key?: string }) {
  const { token, key = LOCAL_ANON_KEY, ...rest } = init
  const res = await fetch(`${API}${path}`, {
    ...rest,
    headers: { apikey: key, authorization: `Bearer ${token ?? key}`, "content-type": "application/json" },
  })
  const body = await res.json().catch(() => null)
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

/**
 * A new student through the real APIs of the local stack: created by the
 * admin endpoint (service key), signed in with a password, and, when `code`
 * is given, entitled by redeeming it as the student would after sign-in.
 */
export async function createStudent(email: string, code: string | null = "DEMO2026"): Promise<Student> {
  const { serviceRoleKey } = await apiKeys()
  const password = `pw-${Math.random().toString(36).slice(2)}-x`
  await call("/auth/v1/admin/users", {
    method: "POST",
    key: serviceRoleKey,
    body: JSON.stringify({ email, password, email_confirm: true }),
  })
  const session = await call("/auth/v1/token?grant_type=password", {
    method: "POST",
    body: JSON.stringify({ email, password }),
  })
  if (code)
    await call("/rest/v1/rpc/redeem_setup_code", {
      method: "POST",
      token: session.access_token,
      body: JSON.stringify({ input_code: code }),
    })
  return { email, password, session }
}

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

type Fixtures = {
  /** The setup code the seeded student redeems; "" signs in without one; `false` runs signed out. */
  signIn: string | false
  student: Student | null
}

/**
 * `test` from here starts signed in as a fresh student who redeemed DEMO2026:
 * the session sits in localStorage exactly where supabase-js looks for it,
 * so journeys open /practice without clicking through sign-in.
 * `test.use({ signIn: false })` for signed-out journeys.
 */
export const test = base.extend<Fixtures>({
  signIn: ["DEMO2026", { option: true }],
  student: async ({ signIn }, use, testInfo) => {
    if (signIn === false) return use(null)
    await use(await createStudent(uniqueEmail(`e2e-${testInfo.workerIndex}`), signIn))
  },
  storageState: async ({ student, storageState }, use) => {
    if (!student) return use(storageState)
    await use({
      cookies: [],
      origins: [
        { origin: APP_ORIGIN, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(student.session) }] },
      ],
    })
  },
})

/** Calls an RPC as the student, through the local stack's API, as the app does (to set a journey up quickly). */
export function rpcAs(student: Student) {
  const token = student.session.access_token
  // The body as JSON (untyped, like the app's own fetch): each caller reads the fields it needs.
  return (name: string, body: unknown = {}) =>
    call(`/rest/v1/rpc/${name}`, { method: "POST", token, body: JSON.stringify(body) })
}

/** The id of the practice test with this slug (`full-sat-1`, `math-section-1`, ...). */
export async function testIdOf(student: Student, slug: string): Promise<string> {
  const tests = (await rpcAs(student)("list_practice_tests")) as { id: string; slug: string }[]
  const id = tests.find((t) => t.slug === slug)?.id
  if (!id) throw new Error(`No practice test with slug ${slug}`)
  return id
}

/** Starts a full SAT (Practice Test 1 unless told) through the RPCs. */
export async function startFullSat(student: Student, slug = "full-sat-1") {
  const testId = await testIdOf(student, slug)
  const start = (await rpcAs(student)("start_full_sat", { p_test_id: testId })) as { session: { id: string } }
  return { testId, fullSatId: start.session.id }
}

/**
 * Takes Full SAT Practice Test 1 through the real RPCs, as the module runner
 * would: each module opened, its first `answered` questions answered ("A" or
 * "1"), the rest left blank, submitted; the break skipped. Journeys that look
 * at results start here: the runner's own screens are driven by
 * practice-full-sat.spec.ts.
 */
export async function completeFullSat(student: Student, answered = 18) {
  const rpc = rpcAs(student)
  const { testId, fullSatId } = await startFullSat(student)
  for (const order of [1, 2, 3, 4]) {
    if (order === 3) await rpc("end_break", { p_full_sat_session_id: fullSatId })
    const module = (await rpc("start_module", { p_full_sat_session_id: fullSatId, p_module_order: order })) as {
      id: string
    }
    const rows = (await rpc("get_session_questions", { p_session_id: module.id })) as {
      question_id: string
      format: "mcq" | "spr"
    }[]
    for (const r of rows.slice(0, answered))
      await rpc("save_answer", {
        p_session_id: module.id,
        p_question_id: r.question_id,
        p_answer: r.format === "mcq" ? "A" : "1",
        p_time_spent_seconds: 40,
      })
    await rpc("complete_module", { p_session_id: module.id })
  }
  return { testId, fullSatId }
}

/**
 * Takes a section test through the real RPCs as the runner would (start,
 * answer every question with `answer`, submit), so history and analytics
 * journeys have graded data. Returns the submit result.
 */
export async function completeSectionTest(student: Student, slug = "math-section-1", answer = "A") {
  const rpc = rpcAs(student)
  const testId = await testIdOf(student, slug)
  const session = await rpc("start_test_session", { p_test_id: testId, p_timed: false })
  // History counts no more time than really passed since the start (the untimed cap, issue 16):
  // the fixture's test is dated back as if it had been started 20 minutes ago.
  await sql("update public.user_sessions set created_at = created_at - interval '20 minutes' where id = $1", [
    session.id,
  ])
  const questions = (await rpc("get_session_questions", { p_session_id: session.id })) as {
    question_id: string
    format: "mcq" | "spr"
  }[]
  for (const q of questions)
    await rpc("save_answer", {
      p_session_id: session.id,
      p_question_id: q.question_id,
      p_answer: q.format === "mcq" ? answer : "1",
      p_time_spent_seconds: 45,
    })
  return rpc("submit_session", { p_session_id: session.id })
}

/**
 * The runner's "Question N of M" as the header shows it: the screen reader's live region
 * (data-testid="position-announcement") says the same words after each move.
 */
export function runnerPosition(page: Page, text: string) {
  return page.getByText(text, { exact: true }).and(page.locator(":not([data-testid=position-announcement])"))
}

/**
 * Opens a section test's page and starts a new test (timed, 35 minutes, unless told),
 * waiting for its first question. The way there from the dashboard, and the choice of
 * timing on screen, are checked by practice-section-test.spec.ts.
 */
export async function startSectionTest(page: Page, section: "math" | "reading", { timed = true } = {}) {
  await page.goto(`/practice/test/${section}`)
  const timing = page.getByRole("radio", { name: timed ? /Timed: / : /Unlimited time/ })
  if (timed) await expect(timing).toBeChecked({ timeout: 20_000 })
  else await timing.click({ timeout: 20_000 })
  await page.getByRole("button", { name: "Start New Test" }).click()
  await expect(runnerPosition(page, "Question 1 of 20")).toBeVisible({ timeout: 30_000 })
}

/**
 * Opens Full SAT Practice Test `n` from the list and starts it, waiting for module 1
 * (the intro and the list themselves are checked by practice-full-sat.spec.ts).
 */
export async function startFullSatModule(page: Page, n = 2) {
  await page.goto("/practice/full-sat")
  await page.getByRole("link", { name: `Open Full SAT Practice Test ${n}` }).click()
  await page.getByRole("button", { name: "Start", exact: true }).click()
  await expect(page.getByRole("heading", { name: "Section 1, Module 1: Reading and Writing" })).toBeVisible({
    timeout: 30_000,
  })
}
