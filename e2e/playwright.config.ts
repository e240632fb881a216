import { defineConfig, devices } from "@playwright/test"

/**
 * E2E runs Debian's Chromium (never a downloaded browser) against
 * `npm run start:local`: the production build on 4173 and a fresh local stack.
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/*
 * Journeys may run in parallel (E2E_WORKERS=N): every test
 * signs in a student of its own (fixtures.ts), so journeys share no rows. What they
 * do share is global: the stack's per-address limits (every browser calls from
 * 127.0.0.1), the machine's time. A test that needs the stack to itself (it fills
 * a per-address limit, or measures time) carries the tag `@serial` in its title:
 * the project `desktop-serial` runs those one at a time, after every parallel
 * journey has finished (docs/testing.md, "Parallel journeys").
 */
// One worker unless E2E_WORKERS says otherwise: on this 2-core machine two workers (each with
// its Chromium beside the stack and the preview server) took longer than one (29.5 against
// about 22 minutes, 26 Nov 2026) and pushed long journeys past their time limits.
const workers = Number(process.env.E2E_WORKERS) || 1
const SERIAL = /@serial\b/

const browser = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } }

export default defineConfig({
  testDir: ".",
  outputDir: "./.results",
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  // A journey may take 120 s, assertions 15 s (Playwright's defaults: 30 and 5), and journeys with
  // their own budget get at least twice what they took under load. Loaded clean-clone runs (26 Nov
  // 2026: two and three copies of the suite side by side, load 11-21) took short journeys with axe
  // checks to 31-66 s ("start over asks first" failed both tries at 30 s and at 60 s) and had
  // history's first request leave 3.5 s after the navigation, its table rendering at 5.9 s. Quiet,
  // these take a third of that or less; a passing assertion returns at once, so only a failing test
  // waits longer.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: "http://127.0.0.1:4173",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: "audit/**",
      grepInvert: SERIAL,
      // A teardown project runs after this one has finished, whether or not a journey failed
      // (a dependency would skip it on the first failure): `--project desktop` runs both.
      teardown: "desktop-serial",
      use: browser,
    },
    {
      name: "desktop-serial",
      testIgnore: "audit/**",
      grep: SERIAL,
      workers: 1,
      use: browser,
    },
    // The JavaScript budgets measured in the browser: `npm run size` runs this project (`npm test` does, once).
    { name: "budget", testMatch: "audit/*.spec.ts", workers: 1, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    command: "npm run start:local",
    url: "http://127.0.0.1:4173",
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
})
