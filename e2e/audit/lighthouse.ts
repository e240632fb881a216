// `npm run audit:lighthouse`: serves the production build with `npm run
// start:local` (building first when dist/ is missing), runs Lighthouse 12 in
// its default mobile emulation on Debian's Chromium against each page, prints
// the scores and fails below the budget: performance >= 95, accessibility,
// best practices and SEO = 100. `/practice` is the practice app's access
// screen as a signed-out visitor sees it (a fresh browser profile). Each page runs LH_RUNS times (default 3);
// the run with the median performance score is reported.
import { spawn, type ChildProcess } from "node:child_process"
import * as chromeLauncher from "chrome-launcher"
import lighthouse, { type RunnerResult } from "lighthouse"

const origin = "http://127.0.0.1:4173"
const pages = (process.env.LH_PAGES ?? "/,/pricing,/faq,/practice").split(",")
const runs = Number(process.env.LH_RUNS ?? 3)
const budget = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 }
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
type Scores = Record<Category, number> & { metrics: string; failing: string[] }

function scoresOf(lhr: RunnerResult["lhr"]): Scores {
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    metrics: `FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CLS ${lhr.audits["cumulative-layout-shift"]?.displayValue}`,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  }
}

// Its own process group, so stopping it also stops the local stack it starts.
const server = spawn("npm", ["run", "start:local"], { detached: true, stdio: ["ignore", "ignore", "inherit"] })
let chrome: chromeLauncher.LaunchedChrome | undefined
let failed = false
try {
  await waitForServer(server)
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags })
  const rows: (Scores & { page: string; all: string; ok: boolean })[] = []
  for (const page of pages) {
    const results: Scores[] = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(origin + page, { port: chrome.port, output: "json", logLevel: "error" })
      if (!result || result.lhr.runtimeError) throw new Error(`${page}: ${result?.lhr.runtimeError?.message}`)
      results.push(scoresOf(result.lhr))
    }
    results.sort((a, b) => a.performance - b.performance)
    const median = results[Math.floor(results.length / 2)]!
    const ok = (Object.keys(budget) as Category[]).every((c) => median[c] >= budget[c])
    failed ||= !ok
    rows.push({ page, ...median, all: results.map((r) => r.performance).join("/"), ok })
  }
  console.log(`\nLighthouse (mobile emulation, simulated throttling), median of ${runs} run(s):\n`)
  for (const r of rows) {
    console.log(
      `${r.ok ? "✓" : "✗"} ${r.page.padEnd(10)} performance ${r.performance} (runs ${r.all})  accessibility ${r.accessibility}  best-practices ${r["best-practices"]}  seo ${r.seo}`,
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
