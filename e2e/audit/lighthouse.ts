// `npm run audit:lighthouse`: serves the production build with `npm run
// start:local` (building first when dist/ is missing), runs Lighthouse 12 in
// its default mobile emulation on Debian's Chromium against each page, prints
// the scores and fails below the budget: performance >= 95, layout shift < 0.05,
// accessibility and best practices = 100 (and SEO = 100 on public pages).
//
// Public pages run as a first visit (Lighthouse clears the origin's storage).
// `/practice` signed out is the access screen. The signed-in pages (the
// dashboard, a running section test, the review overview, history) run as a
// student who has finished two tests: before each run the HTTP cache, the
// service worker, Cache Storage and IndexedDB are cleared, and only the
// student's session (localStorage, where supabase-js keeps it) is kept, so
// each is a cold load of the app by a signed-in student.
// LH_PAGES picks pages (e.g. "/,student:/practice/review"); each page runs
// LH_RUNS times (default 3) and the run with the median performance is reported.
// LH_REPORT_DIR keeps each run's JSON report there (for its diagnostics:
// layout-shift-elements, long-tasks, bootup-time, mainthread-work-breakdown).
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { chromium } from "@playwright/test"
import * as chromeLauncher from "chrome-launcher"
import lighthouse, { type RunnerResult } from "lighthouse"
import { AUTH_STORAGE_KEY, completeSectionTest, createStudent, uniqueEmail, type Student } from "../fixtures"

const origin = "http://127.0.0.1:4173"
const STUDENT = "student:"
// ":session" is replaced by a section test the student has just started (timed, untouched).
const defaultPages = [
  "/",
  "/pricing",
  "/faq",
  "/practice",
  `${STUDENT}/practice`,
  `${STUDENT}/practice/test/math/session/:session`,
  `${STUDENT}/practice/review`,
  `${STUDENT}/practice/analytics`,
]
const pages = process.env.LH_PAGES?.split(",") ?? defaultPages
const runs = Number(process.env.LH_RUNS ?? 3)
const reportDir = process.env.LH_REPORT_DIR
const budget = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 }
const MAX_CLS = 0.05
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

async function waitForServer(server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`npm run start:local exited with ${server.exitCode}`)
    try {
      if ((await fetch(origin)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${origin} did not come up within 2 minutes`)
}

type Category = keyof typeof budget
type Scores = Record<Category, number> & { cls: number; metrics: string; failing: string[] }

function scoresOf(lhr: RunnerResult["lhr"]): Scores {
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    metrics: `FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CLS ${lhr.audits["cumulative-layout-shift"]?.displayValue}`,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  }
}

/**
 * A student with data on every signed-in page: two finished section tests
 * (history, review), and a way to start a fresh timed test for the runner.
 */
async function signedInStudent() {
  const s = await createStudent(uniqueEmail("lighthouse"))
  await completeSectionTest(s, "math-section-1", "A")
  await completeSectionTest(s, "reading-section-1", "B")
  const { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } = await import("../../src/config/local-supabase")
  const rpc = async (name: string, body: unknown) => {
    const res = await fetch(`${LOCAL_SUPABASE_URL}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${s.session.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  return {
    session: s.session,
    sessionPath: async (page: string) => {
      const tests = (await rpc("list_practice_tests", {})) as { id: string; slug: string }[]
      const started = (await rpc("start_test_session", {
        p_test_id: tests.find((t) => t.slug === "math-section-1")!.id,
        p_timed: true,
      })) as { id: string }
      return page.replace(":session", started.id)
    },
  }
}

/**
 * Before each signed-in run: a cold browser (no HTTP cache, no service worker,
 * no Cache Storage, no IndexedDB) that still holds the student's session.
 */
async function coldButSignedIn(port: number, session: Student["session"]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]!
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.clearBrowserCache")
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "cache_storage,service_workers,indexeddb,local_storage",
    })
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const)
    await page.close()
  } finally {
    // Disconnects only: the browser stays up for Lighthouse.
    await browser.close()
  }
}

// Its own process group, so stopping it also stops the local stack it starts.
const server = spawn("npm", ["run", "start:local"], { detached: true, stdio: ["ignore", "ignore", "inherit"] })
let chrome: chromeLauncher.LaunchedChrome | undefined
let failed = false
try {
  await waitForServer(server)
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags })
  const port = chrome.port
  let student: { session: Student["session"]; sessionPath: (p: string) => Promise<string> } | null = null
  if (pages.some((p) => p.startsWith(STUDENT))) student = await signedInStudent()
  const rows: (Scores & { page: string; all: string; ok: boolean })[] = []
  for (const spec of pages) {
    const signedIn = spec.startsWith(STUDENT)
    const results: Scores[] = []
    let page = signedIn ? spec.slice(STUDENT.length) : spec
    if (signedIn && page.includes(":session")) page = await student!.sessionPath(page)
    for (let i = 0; i < runs; i++) {
      if (signedIn) await coldButSignedIn(port, student!.session)
      const result = await lighthouse(origin + page, {
        port,
        output: "json",
        logLevel: "error",
        // Lighthouse would clear localStorage, and with it the session.
        disableStorageReset: signedIn,
        ...(signedIn ? { onlyCategories: ["performance", "accessibility", "best-practices"] } : {}),
      })
      if (!result || result.lhr.runtimeError) throw new Error(`${page}: ${result?.lhr.runtimeError?.message}`)
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true })
        const name = `${spec.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${i + 1}.json`
        writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr))
      }
      const s = scoresOf(result.lhr)
      // A signed-in page that shows the access screen instead measured the wrong page.
      if (signedIn && result.lhr.finalDisplayedUrl.replace(origin, "") !== page)
        throw new Error(`${page} ended on ${result.lhr.finalDisplayedUrl}`)
      // SEO is for public pages; the practice app is noindex by design.
      if (signedIn) s.seo = 100
      results.push(s)
    }
    results.sort((a, b) => a.performance - b.performance)
    const median = results[Math.floor(results.length / 2)]!
    const ok = (Object.keys(budget) as Category[]).every((c) => median[c] >= budget[c]) && median.cls < MAX_CLS
    failed ||= !ok
    const label = signedIn ? `${page.replace(/session\/[0-9a-f-]+/, "session/…")} (signed in)` : page
    rows.push({ page: label, ...median, all: results.map((r) => r.performance).join("/"), ok })
  }
  console.log(`\nLighthouse (mobile emulation, simulated throttling), median of ${runs} run(s):\n`)
  for (const r of rows) {
    console.log(
      `${r.ok ? "✓" : "✗"} ${r.page.padEnd(10)} performance ${r.performance} (runs ${r.all})  accessibility ${r.accessibility}  best-practices ${r["best-practices"]}  seo ${r.seo}  CLS ${r.cls.toFixed(3)}`,
    )
    console.log(`  ${r.metrics}${r.failing.length ? `\n  failing audits: ${r.failing.join(", ")}` : ""}`)
  }
  console.log(failed ? "\nBelow budget." : "\nAll pages within budget.")
} finally {
  await chrome?.kill()
  try {
    process.kill(-server.pid!, "SIGTERM")
  } catch {
    // already gone
  }
}
process.exit(failed ? 1 : 0)
