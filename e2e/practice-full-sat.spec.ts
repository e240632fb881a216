import type { Page, Request } from "@playwright/test"
import { apiKeys } from "../supabase/local/keys"
import { API, expect, rpcAs, startFullSatModule, test } from "./fixtures"
import { sql } from "./db"
import { expectAccessible } from "./a11y"

/*
 * The full SAT from the list to the results, on the real local stack, with
 * page.clock running the module and break clocks out.
 */

const SHOTS = process.env.FULL_SAT_SHOTS

/** Zero axe-core violations, light and dark; with FULL_SAT_SHOTS set, screenshots at 1280 and 375 px too. */
async function check(page: Page, name: string) {
  await expectAccessible(page, name)
  if (SHOTS)
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 })
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-${dark ? "dark" : "light"}.png`, fullPage: true })
      }
    }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.evaluate(() => document.documentElement.classList.remove("dark"))
}

/** A request to the local stack's REST API (tables and RPCs). */
const isApi = (r: Request) => r.url().includes("/rest/v1/")

/** Requests to the data API from now until `stop()`. */
function recordApi(page: Page) {
  const seen: string[] = []
  const on = (r: Request) => isApi(r) && seen.push(new URL(r.url()).pathname)
  page.on("request", on)
  return () => {
    page.off("request", on)
    return seen
  }
}

/** Waits until no API request has been in flight for a second. */
async function apiSettled(page: Page) {
  const open = new Set<Request>()
  let since = Date.now()
  const start = (r: Request) => isApi(r) && open.add(r) && (since = Date.now())
  const end = (r: Request) => open.delete(r) && (since = Date.now())
  page.on("request", start)
  page.on("requestfinished", end)
  page.on("requestfailed", end)
  try {
    await expect.poll(() => open.size === 0 && Date.now() - since >= 1000, { intervals: [250] }).toBe(true)
  } finally {
    page.off("request", start)
    page.off("requestfinished", end)
    page.off("requestfailed", end)
  }
}

/** Selects the first `length` characters of the passage, as a mouse drag would. */
async function selectPassageText(page: Page, length: number) {
  await page.evaluate((n) => {
    const root = document.querySelector("[data-passage]")!
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const first = walker.nextNode() as Text
    const range = document.createRange()
    range.setStart(first, 0)
    range.setEnd(first, Math.min(n, first.data.length))
    const sel = window.getSelection()!
    sel.removeAllRanges()
    sel.addRange(range)
  }, length)
}

const question = (page: Page, n: number, of: number) =>
  page.getByRole("button", { name: new RegExp(`^Question ${n} of ${of}`) })

test("a full SAT from the list to the results: time-out, blanks dialog, skipped break, reload, tools", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(600_000)
  await page.clock.install()
  await page.goto("/practice/full-sat")
  await expect(page.getByRole("heading", { name: "Full SAT Practice Tests" })).toBeVisible()
  // Every active full SAT (a test is active once all six of its pools are written), no other.
  const active = (
    await sql<{ n: number }>(
      "select count(*)::int as n from public.practice_tests where test_type = 'full_sat' and is_active",
    )
  )[0]!.n
  expect(active).toBeGreaterThanOrEqual(3)
  await expect(page.getByRole("link", { name: /^Open Full SAT Practice Test/ })).toHaveCount(active)
  await expect(page.getByText("Not taken yet").first()).toBeVisible()
  await check(page, "list")
  await page.getByRole("link", { name: "Open Full SAT Practice Test 1" }).click()

  // Intro: the structure from test_modules, then Start.
  await expect(page.getByRole("heading", { name: "Full SAT Practice Test 1", level: 1 })).toBeVisible()
  await expect(page.getByText("27 questions · 32 min")).toHaveCount(2)
  await expect(page.getByText("22 questions · 35 min")).toHaveCount(2)
  await check(page, "intro")
  await page.getByRole("button", { name: "Start", exact: true }).click()

  // Module 1, Reading and Writing.
  await expect(page.getByRole("heading", { name: "Section 1, Module 1: Reading and Writing" })).toBeVisible()
  await expect(question(page, 1, 27)).toBeVisible()
  await expect(page.getByRole("timer")).toHaveAccessibleName(/3[12] minutes/)
  await page.getByRole("radio").first().click()
  await page.getByRole("button", { name: "Mark for review" }).click()
  await page.getByRole("button", { name: "Answer eliminator" }).click()
  await page.getByRole("button", { name: "Strike out option B" }).click()
  await expect(page.getByText("(struck out)")).toHaveCount(1)
  await expect(page.getByText("All answers saved")).toBeVisible()

  // Highlight and annotate the passage.
  await selectPassageText(page, 12)
  await page.getByRole("button", { name: "Yellow highlight" }).click()
  await expect(page.locator("mark[data-annotation]").first()).toBeVisible()
  await page.getByRole("button", { name: "Note", exact: true }).click()
  await page.getByRole("textbox", { name: /^Note for/ }).fill("Main claim here")
  await page.getByRole("button", { name: "Save note" }).click()
  await expect(page.getByText("Main claim here")).toBeVisible()
  await check(page, "module-rw")

  // Moving between questions makes no request. The runner saves its position and time every 30 s
  // of countdown (PROGRESS_SAVE_SECONDS): a loaded run reached this point past such a save and
  // recorded it. So the page's clock stands still here (timers still run), and a save already
  // under way is let finish before recording starts.
  await page.clock.setFixedTime(Date.now())
  await apiSettled(page)
  const stop = recordApi(page)
  for (let n = 2; n <= 4; n++) {
    await page.getByRole("button", { name: "Next" }).click()
    await expect(question(page, n, 27)).toBeVisible()
  }
  await page.getByRole("button", { name: "Back" }).click()
  await expect(question(page, 3, 27)).toBeVisible()
  expect(stop()).toEqual([])
  await page.clock.setSystemTime(Date.now())

  // The navigator and Check Your Work: jump back to the flagged question.
  await question(page, 3, 27).click()
  await page.getByRole("button", { name: "Go to Review Page" }).click()
  await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible()
  await expect(page.getByText("26 unanswered · 1 marked for review")).toBeVisible()
  await check(page, "check-your-work")
  await page.getByRole("button", { name: "Question 1, answered, marked for review" }).click()
  await expect(question(page, 1, 27)).toBeVisible()
  await expect(page.getByRole("button", { name: "Marked for review" })).toBeVisible()
  await expect(page.locator("mark[data-annotation]").first()).toBeVisible()

  // Time runs out: the module submits itself, without asking; "Up next" names module 2.
  await page.clock.fastForward("32:05")
  await expect(page.getByText("Up next", { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole("heading", { name: "Section 1, Module 2: Reading and Writing" })).toBeVisible()
  await expect(page.getByText("27 questions · 32 minutes")).toBeVisible()
  await check(page, "up-next")
  await page.getByRole("button", { name: "Continue" }).click()
  // Its directions open by themselves at the start of the module, and close.
  await expect(page.getByRole("region", { name: "Directions" })).toBeVisible()
  await page.getByRole("button", { name: "Close directions" }).click()

  // Module 2: answer two, submit with blanks through the spec's dialog.
  await page.getByRole("radio").first().click()
  await page.getByRole("button", { name: "Next" }).click()
  await page.getByRole("radio").nth(2).click()
  await question(page, 2, 27).click()
  await page.getByRole("button", { name: "Go to Review Page" }).click()
  await page.getByRole("button", { name: "Submit Module" }).click()
  const dialog = page.getByRole("alertdialog")
  await expect(dialog).toContainText(
    "You have 25 unanswered questions. The SAT does not penalize you for wrong answers, so it's better to guess than leave questions blank. Would you like to submit the module with unanswered questions marked as incorrect?",
  )
  await dialog.getByRole("button", { name: "Continue Testing" }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole("button", { name: "Submit Module" }).click()
  await dialog.getByRole("button", { name: "Submit Module" }).click()

  // The break: skip it.
  await expect(page.getByRole("heading", { name: "Break" })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(/^(10:00|9:5\d)$/)).toBeVisible()
  await page.getByRole("button", { name: "Skip Break" }).click()

  // Module 3, Math: answer, reload, everything is back.
  await expect(page.getByRole("heading", { name: "Section 2, Module 1: Math" })).toBeVisible({ timeout: 15_000 })
  const firstChoice = page.getByRole("radio").first()
  if ((await page.getByRole("radio").count()) > 0) await firstChoice.click()
  else await page.getByLabel("Your answer").fill("3")
  await page.getByRole("button", { name: "Next" }).click()
  const flagged = page.waitForResponse((r) => r.url().includes("/rpc/save_answer") && r.ok())
  await page.getByRole("button", { name: "Mark for review" }).click()
  await flagged
  await page.reload()
  await expect(page.getByRole("heading", { name: "Section 2, Module 1: Math" })).toBeVisible()
  await expect(question(page, 2, 22)).toBeVisible()
  await expect(page.getByRole("button", { name: "Marked for review" })).toBeVisible()
  await question(page, 2, 22).click()
  await expect(page.getByRole("button", { name: /^Question 1, answered/ })).toBeVisible()
  await question(page, 2, 22).click()

  // 30 s of countdown save the position and time left; another device resumes there.
  const progress = page.waitForResponse((r) => r.url().includes("/rpc/save_progress") && r.ok())
  await page.clock.fastForward("00:31")
  await progress
  const other = await browser.newContext({ storageState: await context.storageState() })
  const page2 = await other.newPage()
  await page2.goto(page.url())
  await expect(page2.getByRole("heading", { name: "Section 2, Module 1: Math" })).toBeVisible()
  await expect(question(page2, 2, 22)).toBeVisible()
  await expect(page2.getByRole("button", { name: "Marked for review" })).toBeVisible()
  await other.close()

  // The calculator loads on first use and evaluates 2^10.
  await page.getByRole("button", { name: "Calculator", exact: true }).click()
  const calc = page.getByRole("dialog", { name: "Calculator" })
  await calc.getByLabel(/^Expression/).fill("2^10")
  await calc.getByLabel(/^Expression/).press("Enter")
  await expect(calc.getByRole("status")).toHaveText("= 1024")
  await page.getByRole("button", { name: "Reference", exact: true }).click()
  await expect(page.getByRole("dialog", { name: "Reference" })).toBeVisible()
  await check(page, "module-math")
  await page.getByRole("button", { name: "Close Reference" }).click()
  await page.getByRole("button", { name: "Close Calculator" }).click()

  // Modules 3 and 4 run out of time; then the results.
  await page.clock.fastForward("35:05")
  await expect(page.getByRole("heading", { name: "Section 2, Module 2: Math" })).toBeVisible({ timeout: 15_000 })
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("region", { name: "Directions" })).toBeVisible()
  await page.clock.fastForward("35:05")
  await expect(page).toHaveURL(/\/practice\/full-sat\/[^/]+\/results\/[^/]+$/, { timeout: 15_000 })

  // Results: four modules, the adaptive tiers shown only here (1 of 27 right: the easier route).
  const modules = page.getByRole("region", { name: "Modules" }).getByRole("listitem")
  await expect(modules).toHaveCount(4)
  await expect(modules.nth(1)).toContainText("Easier module")
  await expect(modules.nth(3)).toContainText(/(Easier|Harder) module/)
  await page.getByRole("link", { name: "Retake Test" }).click()
  await expect(page.getByRole("heading", { name: "Full SAT Practice Test 1", level: 1 })).toBeVisible()
  await page.goto("/practice/full-sat")
  await expect(page.getByText(/^Last score:/)).toHaveCount(1)
})

test("the break resumes after a reload, runs out, and says so", async ({ page, student }) => {
  test.setTimeout(120_000)
  const rpc = rpcAs(student!)
  const tests = (await rpc("list_practice_tests", {})) as { id: string; slug: string }[]
  const testId = tests.find((t) => t.slug === "full-sat-2")!.id
  const state = await rpc("start_full_sat", { p_test_id: testId })
  for (const order of [1, 2]) {
    const module = await rpc("start_module", { p_full_sat_session_id: state.session.id, p_module_order: order })
    await rpc("complete_module", { p_session_id: module.id })
  }

  await page.clock.install()
  await page.goto(`/practice/full-sat/${testId}`)
  await expect(page.getByRole("heading", { name: "Attempt in progress" })).toBeVisible()
  await expect(page.getByText("You are on the break between the two sections.")).toBeVisible()
  await page.getByRole("button", { name: "Resume", exact: true }).click()
  await expect(page.getByRole("heading", { name: "Break" })).toBeVisible()
  await check(page, "break")
  // Four minutes pass on the server's clock too (the break started earlier), then a reload: the
  // break resumes with the time the server counts, not a fresh 10:00.
  const { serviceRoleKey } = await apiKeys()
  const res = await fetch(`${API}/rest/v1/full_sat_sessions?id=eq.${state.session.id}`, {
    method: "PATCH",
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" },
    body: JSON.stringify({ break_started_at: new Date(Date.now() - 240_000).toISOString() }),
  })
  expect(res.ok).toBe(true)
  await page.reload()
  await expect(page.getByText(/^(6:0\d|5:5\d)$/)).toBeVisible()
  await page.clock.fastForward("06:05")
  await expect(page.getByText("Your break is over. Resume testing when you are ready.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Skip Break" })).toBeHidden()
  await page.getByRole("button", { name: "Resume Testing" }).click()
  await expect(page.getByRole("heading", { name: "Section 2, Module 1: Math" })).toBeVisible({ timeout: 15_000 })
})

test("start over asks first, then cancels the attempt", async ({ page }) => {
  await startFullSatModule(page, 3)
  await page.getByRole("radio").first().click()
  await expect(page.getByText("All answers saved")).toBeVisible()
  // Back from a running module asks first (the clock runs on unless the student saves and exits).
  await page.goBack()
  await page
    .getByRole("alertdialog", { name: "Leave with the clock running?" })
    .getByRole("button", { name: "Keep the clock running and leave" })
    .click()
  await expect(page.getByText("You are in Section 1, Module 1: Reading and Writing.")).toBeVisible()
  await check(page, "intro-active")
  await page.getByRole("button", { name: "Start over" }).click()
  await expect(page.getByRole("alertdialog")).toContainText("This cancels your current attempt")
  await page.getByRole("button", { name: "Keep my attempt" }).click()
  await page.getByRole("button", { name: "Start over" }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Start over" }).click()
  await question(page, 1, 27).click()
  await expect(page.getByRole("button", { name: "Question 1, not answered, current" })).toBeVisible()
})

test("a module answered offline survives an offline reload, and the answers reach the server", async ({
  page,
  context,
  student,
}) => {
  test.setTimeout(120_000)
  await startFullSatModule(page, 2)
  await expect(question(page, 1, 27)).toBeVisible()
  // The service worker must hold the app shell (and control this page) before the network goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

  await context.setOffline(true)
  for (const option of [0, 2]) {
    await page.getByRole("radio").nth(option).click()
    await page.getByRole("button", { name: "Next" }).click()
  }
  await expect(page.getByText("Offline: answers will be sent when you reconnect")).toBeVisible()
  await page.reload()
  await expect(page.getByRole("heading", { name: "Section 1, Module 1: Reading and Writing" })).toBeVisible()
  await expect(question(page, 3, 27)).toBeVisible()
  await question(page, 3, 27).click()
  await expect(page.getByRole("button", { name: /^Question 2, answered/ })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText("All answers saved")).toBeVisible({ timeout: 15_000 })
  const rpc = rpcAs(student!)
  const tests = (await rpc("list_practice_tests", {})) as { id: string; slug: string }[]
  const state = await rpc("get_full_sat_state", { p_test_id: tests.find((t) => t.slug === "full-sat-2")!.id })
  const rows = (await rpc("get_session_questions", { p_session_id: state.modules[0].session_id })) as {
    position: number
    user_answer: string | null
  }[]
  expect(rows.filter((r) => r.user_answer !== null).map((r) => [r.position, r.user_answer])).toEqual([
    [1, "A"],
    [2, "C"],
  ])
})
