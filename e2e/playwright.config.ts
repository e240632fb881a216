import { defineConfig, devices } from "@playwright/test"

/**
 * E2E runs Debian's Chromium (never a downloaded browser) against
 * `npm run start:local`: the production build on 4173 and a fresh local stack.
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export default defineConfig({
  testDir: ".",
  outputDir: "./.results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
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
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The JavaScript budgets measured in the browser: `npm run size` runs this project (`npm test` does, once).
    { name: "budget", testMatch: "audit/*.spec.ts", use: { ...devices["Desktop Chrome"] } },
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
