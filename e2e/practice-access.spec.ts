import type { Page } from "@playwright/test"
import { animationsDone, expectAccessible, expectNoViolations } from "./a11y"
import { completeSectionTest, expect, test, uniqueEmail } from "./fixtures"

const messages = {
  empty: "Please enter a setup code",
  unknown: "This setup code does not exist. Check it with your instructor.",
  expired: "This setup code has expired. Ask your instructor for a new one.",
  paused: "This setup code has been deactivated. Ask your instructor for a new one.",
  full: "This setup code has already been used the maximum number of times.",
}

const codeField = (page: Page) => page.getByLabel("Setup code")
const continueWithGoogle = (page: Page) => page.getByRole("button", { name: "Continue with Google" })

test.describe("signed out", () => {
  test.use({ signIn: false })

  test("a new student: blank code, bad code, then DEMO2026 and Google sign-in land on the dashboard", async ({
    page,
  }) => {
    await page.goto("/practice")
    await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
    await expect(page.getByText("Need a setup code? Contact your instructor.")).toBeVisible()
    await expect(page.getByText("Practice Tests", { exact: true })).toBeVisible()
    await expect(page.getByText("Question Review", { exact: true })).toBeVisible()

    await continueWithGoogle(page).click()
    await expect(page.getByRole("alert")).toHaveText(messages.empty)

    await codeField(page).fill("   ")
    await continueWithGoogle(page).click()
    await expect(page.getByRole("alert")).toHaveText(messages.empty)

    await codeField(page).clear()
    await codeField(page).pressSequentially("nosuch-code")
    await expect(codeField(page)).toHaveValue("NOSUCH-CODE")
    await continueWithGoogle(page).click()
    await expect(page.getByRole("alert")).toHaveText(messages.unknown)
    await expect(page).toHaveURL(/\/practice$/)

    await codeField(page).fill("demo2026")
    await continueWithGoogle(page).click()
    await expect(page).toHaveTitle("Local Google sign-in (development stand-in)")
    const email = uniqueEmail("access")
    await page.getByLabel("E-mail").fill(email)
    await page.getByRole("button", { name: "Continue" }).click()

    await expect(page.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
    await expect(page).toHaveURL(/\/practice$/)
    // Redeemed once, then the pending code is gone.
    expect(
      await page.evaluate(() => [
        localStorage.getItem("pending_setup_code"),
        localStorage.getItem("validated_code_id"),
      ]),
    ).toEqual([null, null])
    // A first visit: "Welcome", not "Welcome back".
    await expect(page.getByText(`Welcome, ${email.split("@")[0]}`)).toBeVisible()

    // Sign out from the avatar menu returns to the access screen.
    await page.getByRole("button", { name: `Account menu for ${email}` }).click()
    await expect(page.getByRole("menu").getByText("Practice Mode")).toBeVisible()
    await page.getByRole("menuitem", { name: "Sign out" }).click()
    await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
  })

  for (const [code, message] of [
    ["EXPIRED2025", messages.expired],
    ["PAUSED2026", messages.paused],
    ["FULL2026", messages.full],
  ] as const)
    test(`${code} says why it cannot be used and never leaves for Google`, async ({ page }) => {
      await page.goto("/practice")
      await codeField(page).fill(code)
      await continueWithGoogle(page).click()
      await expect(page.getByRole("alert")).toHaveText(message)
      await expect(page).toHaveURL(/\/practice$/)
      expect(await page.evaluate(() => localStorage.getItem("pending_setup_code"))).toBeNull()
    })

  test("the marketing site neither preloads practice chunks nor registers the service worker", async ({ page }) => {
    await page.goto("/")
    await page.waitForLoadState("networkidle")
    expect(await page.locator('link[rel="modulepreload"][href*="/route-"]').count()).toBe(0)
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)

    await page.goto("/practice")
    await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
    expect(await page.locator('link[rel="modulepreload"][href*="/route-"]').count()).toBe(1)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1)
  })

  test("unknown practice paths redirect to /practice", async ({ page }) => {
    await page.goto("/practice/no/such/page")
    await expect(page).toHaveURL(/\/practice$/)
    await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
  })
})

test.describe("signed in without an entitlement", () => {
  test.use({ signIn: "" })

  test("asks only for a code, explains a refusal, and lets the student in with a good one", async ({
    page,
    student,
  }) => {
    await page.goto("/practice")
    await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
    await expect(page.getByText("no practice access yet")).toBeVisible()
    await expect(page.getByText(student!.email)).toBeVisible()
    await expect(continueWithGoogle(page)).toHaveCount(0)

    await codeField(page).fill("EXPIRED2025")
    await page.getByRole("button", { name: "Continue", exact: true }).click()
    await expect(page.getByRole("alert")).toHaveText(messages.expired)

    await codeField(page).fill("DEMO2026")
    await page.getByRole("button", { name: "Continue", exact: true }).click()
    await expect(page.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
    await page.reload()
    await expect(page.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
  })
})

/** Records <html>'s theme class and font size when <body> first appears: before any bundle runs, i.e. the first paint. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const root = document.documentElement
      ;(window as unknown as { __firstPaint: unknown }).__firstPaint = {
        dark: root.classList.contains("dark"),
        fontSize: root.getAttribute("data-font-size"),
        bundleRan: document.querySelector("#root")?.childElementCount ?? 0,
      }
    }
    const observer = new MutationObserver(() => {
      if (!document.body) return
      observer.disconnect()
      record()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __firstPaint: unknown }).__firstPaint)

test.describe("signed in", () => {
  test("theme and font size persist across a reload with no flash; marketing pages ignore them", async ({ page }) => {
    await recordFirstPaint(page)
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto("/practice/settings")
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible()
    // Default: dark and medium, already at first paint.
    expect(await firstPaint(page)).toEqual({ dark: true, fontSize: "medium", bundleRan: 0 })

    await page.getByRole("radio", { name: "Light" }).click()
    await page.getByRole("radio", { name: "Large", exact: true }).click()
    await expect(page.locator("html")).not.toHaveClass(/dark/)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("18px")

    await page.reload()
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible()
    expect(await firstPaint(page)).toEqual({ dark: false, fontSize: "large", bundleRan: 0 })
    expect(
      await page.evaluate(() => [localStorage.getItem("practice-theme"), localStorage.getItem("practice-font-size")]),
    ).toEqual(["light", "large"])

    // The avatar menu changes the same preferences.
    await page.getByRole("button", { name: /Account menu/ }).click()
    await page.getByRole("menuitemradio", { name: "Dark" }).click()
    await expect(page.locator("html")).toHaveClass(/dark/)
    await page.reload()
    expect(await firstPaint(page)).toEqual({ dark: true, fontSize: "large", bundleRan: 0 })

    // The marketing site keeps following the system scheme at 16 px.
    await page.goto("/")
    expect(await firstPaint(page)).toEqual({ dark: false, fontSize: null, bundleRan: 0 })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("16px")
  })

  test("Ctrl+B collapses the sidebar, the cookie keeps it for 7 days, the active page is marked", async ({
    page,
    context,
  }) => {
    await page.goto("/practice/analytics")
    await expect(page.getByRole("heading", { name: "Test History" })).toBeVisible()
    const sidebar = page.locator('[data-slot="sidebar"]')
    await expect(sidebar).toHaveAttribute("data-state", "expanded")
    await expect(page.getByRole("link", { name: "Test History" })).toHaveAttribute("aria-current", "page")

    await page.keyboard.press("Control+b")
    await expect(sidebar).toHaveAttribute("data-state", "collapsed")
    await expect(page.getByRole("button", { name: "Toggle sidebar" })).toHaveAttribute("aria-expanded", "false")
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state")
    expect(cookie?.value).toBe("false")
    const days = (cookie!.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    await page.reload()
    await expect(sidebar).toHaveAttribute("data-state", "collapsed")
    await page.keyboard.press("Meta+b")
    await expect(sidebar).toHaveAttribute("data-state", "expanded")
    expect((await context.cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("true")
  })

  test("on a phone the sidebar is a sheet that closes after navigating", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/practice")
    await page.getByRole("button", { name: "Toggle sidebar" }).click()
    const sheet = page.getByRole("dialog", { name: "Practice" })
    await expect(sheet).toBeVisible()
    expect(Math.round((await sheet.boundingBox())!.width)).toBe(288)
    await sheet.getByRole("link", { name: "Settings" }).click()
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible()
    await expect(sheet).toBeHidden()
  })

  test("unknown paths redirect: /practice/* to the dashboard, an unknown section to the history", async ({ page }) => {
    await page.goto("/practice/no/such/page")
    await expect(page).toHaveURL(/\/practice$/)
    await expect(page.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
    await page.goto("/practice/analytics/science")
    await expect(page).toHaveURL(/\/practice\/analytics$/)
  })

  test("history: the empty state, and the section pages answer", async ({ page }) => {
    await page.goto("/practice/analytics")
    await expect(
      page.getByText("No completed tests found. Start taking practice tests to see your analytics here."),
    ).toBeVisible()
    await page.getByRole("link", { name: "Math analytics" }).click()
    await expect(page.getByRole("heading", { name: "Math Analytics" })).toBeVisible()
    await expect(page.getByText("No graded Math questions yet.", { exact: false })).toBeVisible()
  })

  test("history and section analytics show the student's completed tests", async ({ page, student }) => {
    await completeSectionTest(student!, "math-section-1", "A")
    await completeSectionTest(student!, "math-section-1", "B")
    await page.goto("/practice/analytics")
    // Section tests apart, on their section's 200-800 scale with a band, never a total (issue 17).
    const table = page.getByRole("table", { name: "Section tests, newest first" })
    await expect(table.getByRole("row")).toHaveCount(3)
    await expect(table).toContainText("/ 800")
    await expect(table).toContainText(/likely \d+–\d+/)
    await expect(table).not.toContainText("1600")
    await expect(page.getByText("Tests completed")).toBeVisible()
    // 2 tests x 20 questions x 45 s = 30 minutes of real answering time.
    await expect(page.getByText("30 min")).toBeVisible()
    await expect(page.getByText(/^2 section tests, from \d+ to \d+ on the 200–800 scale/)).toBeVisible()
    await expect(page.locator("figure canvas")).toHaveCount(1)
    await expectNoViolations(page)

    await page.getByRole("link", { name: "Math analytics" }).click()
    await expect(page.getByRole("heading", { name: "Math Analytics" })).toBeVisible()
    await expect(page.getByText(/Overall accuracy: \d+% over 40 answered questions/)).toBeVisible()
    await expect(
      page.getByRole("table", { name: "Accuracy by topic, weakest first" }).getByRole("row"),
    ).not.toHaveCount(1)
    await expect(page.getByRole("region", { name: "Accuracy over time" }).getByRole("listitem")).toHaveCount(2)
    await expectNoViolations(page)
  })

  test("a reload while offline still opens the app shell (service worker)", async ({ page, context }) => {
    await page.goto("/practice/settings")
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible()
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible()
    await expect(page.getByRole("navigation", { name: "Practice" })).toBeVisible()
    await context.setOffline(false)
  })
})

// Each screen once: every rule in the light theme, the colour rules again in the dark one (a11y.ts).
test.describe("axe", () => {
  test.describe("signed out", () => {
    test.use({ signIn: false })
    test("access screen, with an error shown", async ({ page }) => {
      await page.goto("/practice")
      await continueWithGoogle(page).click()
      await expect(page.getByRole("alert")).toBeVisible()
      await expectAccessible(page)
    })
  })

  // One screen per test: each runs axe twice (light, then dark's colour rules), which takes
  // a good part of the default 30 s on a busy 2-core machine.
  test("settings", async ({ page }) => {
    await page.goto("/practice/settings")
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible()
    await expectAccessible(page)
  })

  test("history, empty, and the open avatar menu", async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto("/practice/analytics")
    await expect(page.getByText("No completed tests found.", { exact: false })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole("button", { name: /Account menu/ }).click()
    await expect(page.getByRole("menu")).toBeVisible()
    await animationsDone(page)
    await expectAccessible(page)
  })
})
