// The JavaScript budgets measured the way the browser loads (`npm run size`):
// a fresh Chromium profile (no HTTP cache, no service worker yet) opens a page,
// and every script response from the navigation until the page is usable (the
// first question visible, for the runner) is counted, gzip level 9 of each body
// (what size-limit counted; the preview server sends them uncompressed, and a
// host's gzip or brotli is at least this good). Dynamic chunks the page pulls in
// before its first question count too: that is what a summed import graph missed.
//
// Targets (KiB = 1024 B): a section test's cold load from its own URL (a reload,
// a resume link) <= 190 KiB; through the test detail page (dashboard link, Start)
// <= 200 KiB; the marketing first visit <= 90 kB (until the load event and idle).
// The marketing target is met and gates. The runner's two were met on 26 Nov 2026,
// 09:25 (184.3 and 195.7 KiB, once the toaster loaded on the first toast and the
// sidebar's due count stopped pulling the review RPCs' schemas). Before that
// (26 Nov 2026: 219.5 and 258.3 KiB, after the section runner took on the test
// tools, Save and Exit and the line reader; 196.3 and 235.1 KiB once the client
// stopped bundling supabase-js's Realtime, Storage and Functions; 184.0 and
// 235.6 KiB once the Save and Exit confirms loaded after the first question:
// the own-URL target is met; 184.3 and 205.9 KiB once the avatar menu and the
// phone drawer loaded on first use, the test detail page left the runner's
// chunk, deferred work waited for the runner's first question (a hold, not a
// 10 s fallback a slow cold load outlasted) and a script counted by its
// request's start). Each prints ✓/✗ against its target, and the run fails when
// a figure grows past today's (a ratchet just above the measurement, lowered as
// the figures come down, so a regression shows even under the target).
import { gzipSync } from "node:zlib"
import type { Page } from "@playwright/test"
import { LOCAL_ANON_KEY } from "../../src/config/local-supabase"
import { API, expect, test, type Student } from "../fixtures"

const KiB = 1024
const BUDGETS = { runnerOwnUrl: 190 * KiB, runnerViaDetail: 200 * KiB, marketing: 90_000 }
/**
 * The most the runner may fetch (a ratchet: just above what every run measures). 26 Nov 2026, five
 * runs after the fixes: from its own URL 184.3 KiB each time (first question after 10 to 15 s on a
 * machine at load 20-35: the old 10 s fallback is what let the deferred chunks in, 200.8 and 203.2
 * KiB in 2 of 6 earlier runs, together with scripts counted for lacking a Resource Timing entry);
 * through the detail page 205.9 KiB each time, 5.9 over its target: the toaster (9.2) and the
 * service worker's registration (2.9) loaded while the student read the detail page. 09:25, three
 * runs at load 11-21: 184.3 and 195.7 KiB each time, the toaster loading on the first toast only and
 * the due count no longer pulling the review RPCs' schemas (1.3 KiB chunk); the service worker's
 * registration still loads while the detail page is read.
 */
const CEILINGS = { runnerOwnUrl: 185.5 * KiB, runnerViaDetail: 197.0 * KiB }

/** One script response; `startedAt`: when the browser sent its request (epoch ms, the browser's clock). */
type Script = { url: string; gzip: number; raw: number; startedAt?: number }

/** Records every same-origin script the page downloads until `stop()` is called. */
function recordScripts(page: Page) {
  const pending: Promise<Script | null>[] = []
  let open = true
  page.on("response", (res) => {
    if (!open) return
    const url = new URL(res.url())
    if (res.request().resourceType() !== "script" && !url.pathname.endsWith(".js")) return
    const startTime = res.request().timing().startTime
    const startedAt = startTime > 0 ? startTime : undefined
    pending.push(
      res
        .body()
        .then((body) => ({ url: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, startedAt }))
        .catch(() => null),
    )
  })
  return async (startedBefore?: (s: Script) => boolean) => {
    open = false
    const scripts = (await Promise.all(pending)).filter(
      (s): s is Script => s !== null && (!startedBefore || startedBefore(s)),
    )
    return { scripts, gzip: scripts.reduce((n, s) => n + s.gzip, 0) }
  }
}

/**
 * The moment the runner first shows "Question 1 of 20", taken in the page (a MutationObserver
 * installed before any script runs), so that what the runner loads after its first question
 * (on idle: Save and Exit's confirms, the service worker, the shortcuts popover) never counts
 * however late the test's own check polls. Call before navigating.
 */
async function markFirstQuestion(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __firstQuestionAt?: number }
    const observer = new MutationObserver(() => {
      if (w.__firstQuestionAt === undefined && document.body?.textContent?.includes("Question 1 of 20")) {
        w.__firstQuestionAt = performance.now()
        observer.disconnect()
      }
    })
    observer.observe(document, { subtree: true, childList: true, characterData: true })
  })
}

/**
 * Which scripts the page asked for before its first question showed: the request's start (the
 * browser's, through Playwright) against the page's mark, both on the browser's clock. Resource
 * Timing alone (the previous measure) has no entry for a script still downloading when it is read,
 * and a script without one counted: the deferred chunks requested just after the first question
 * (a Save and Exit confirm, the shortcuts popover's Radix parts) were counted in some runs and not
 * in others (200.8 and 203.2 KiB instead of 185.3 in 2 of 6 runs, 26 Nov 2026).
 */
async function requestedBeforeFirstQuestion(page: Page) {
  const { cutoff, origin, starts } = await page.evaluate(() => ({
    cutoff: (window as unknown as { __firstQuestionAt?: number }).__firstQuestionAt ?? Infinity,
    origin: performance.timeOrigin,
    starts: performance
      .getEntriesByType("resource")
      .map((e) => [new URL(e.name).pathname, e.startTime] as [string, number]),
  }))
  /** When the script was asked for, in ms after the page's navigation (undefined: not known). */
  const startOf = (s: Script) => {
    if (s.startedAt !== undefined) return s.startedAt - origin
    const times = starts.filter(([p]) => p === s.url).map(([, t]) => t)
    return times.length === 0 ? undefined : Math.min(...times)
  }
  // A script with no known start counts (never seen in practice: Playwright gives every request's).
  const before = (s: Script) => (startOf(s) ?? -Infinity) <= cutoff
  return Object.assign(before, { startOf, cutoff })
}

type Timing = { startOf: (s: Script) => number | undefined; cutoff: number }

/** The figure and each script, largest first, with when it was asked for (ms after navigation) when known. */
function report(label: string, r: { scripts: Script[]; gzip: number }, budget: number, timing?: Timing) {
  const at = (script: Script) => {
    const t = timing?.startOf(script)
    return t === undefined ? "" : `  @${Math.round(t)} ms`
  }
  const rows = [...r.scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => `    ${(s.gzip / KiB).toFixed(1).padStart(6)} KiB  ${s.url}${at(s)}`)
  const first = timing ? `, first question @${Math.round(timing.cutoff)} ms` : ""
  console.log(
    `${r.gzip <= budget ? "✓" : "✗"} ${label}: ${(r.gzip / KiB).toFixed(1)} KiB gzip in ${r.scripts.length} scripts ` +
      `(budget ${(budget / KiB).toFixed(1)} KiB${first})\n${rows.join("\n")}`,
  )
}

async function rpc(student: Student, name: string, body: unknown) {
  const token = student.session.access_token
  const res = await fetch(`${API}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`)
  return res.json()
}

const firstQuestion = (page: Page) => page.getByText("Question 1 of 20", { exact: true })

test.describe("JavaScript budgets, measured in Chromium", () => {
  test.use({ serviceWorkers: "allow" })
  // A cold load on a 2-core machine shared with other work: slow is fine, only bytes are measured.
  test.setTimeout(120_000)

  test("a section test opened cold from its own URL", async ({ page, student }) => {
    const tests = (await rpc(student!, "list_practice_tests", {})) as { id: string; slug: string }[]
    const testId = tests.find((t) => t.slug === "math-section-1")!.id
    const session = (await rpc(student!, "start_test_session", { p_test_id: testId, p_timed: true })) as { id: string }
    await markFirstQuestion(page)
    const stop = recordScripts(page)
    await page.goto(`/practice/test/math/session/${session.id}`)
    await expect(firstQuestion(page)).toBeVisible({ timeout: 90_000 })
    const timing = await requestedBeforeFirstQuestion(page)
    const r = await stop(timing)
    report("Section test, cold, from its own URL", r, BUDGETS.runnerOwnUrl, timing)
    expect(r.gzip).toBeLessThanOrEqual(CEILINGS.runnerOwnUrl)
  })

  test("a section test opened cold through its test detail page", async ({ page }) => {
    await markFirstQuestion(page)
    const stop = recordScripts(page)
    await page.goto("/practice/test/math")
    // A student reads the detail page before pressing Start: what it loads when idle (the service
    // worker's registration) has started by then. Pressed at once, some runs counted
    // it and some did not (the runner holds whatever has not started until its first question).
    await expect(page.getByRole("button", { name: "Start New Test" })).toBeVisible({ timeout: 60_000 })
    await page.waitForLoadState("networkidle")
    await page.getByRole("button", { name: "Start New Test" }).click()
    await expect(firstQuestion(page)).toBeVisible({ timeout: 90_000 })
    const timing = await requestedBeforeFirstQuestion(page)
    const r = await stop(timing)
    report("Section test, cold, through the test detail page", r, BUDGETS.runnerViaDetail, timing)
    expect(r.gzip).toBeLessThanOrEqual(CEILINGS.runnerViaDetail)
  })

  test.describe("signed out", () => {
    test.use({ signIn: false })
    test("the marketing site's first visit", async ({ page }) => {
      const stop = recordScripts(page)
      await page.goto("/", { waitUntil: "load" })
      // What idle callbacks load right after counts too.
      await page.waitForLoadState("networkidle")
      const r = await stop()
      report("Marketing first visit (until load and network idle)", r, BUDGETS.marketing)
      expect(r.gzip).toBeLessThanOrEqual(BUDGETS.marketing)
    })
  })
})
