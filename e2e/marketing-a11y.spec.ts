import { expect, test, type Page } from "@playwright/test"
import { animationsDone, COLOUR_RULES, expectNoViolations } from "./a11y"

const routes = ["/", "/tutors", "/pricing", "/faq", "/mission", "/manage-membership", "/no-such-page"]

/** Scroll through once so lazy parts (carousel, accordion, tooltips) are in the page axe sees. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle")
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState("networkidle")
}

/*
 * Each page once per width (the layout, and so what is visible, differs at 1280 and
 * 375 px): every rule in the light scheme, then the colour rules in the dark one
 * (the same DOM in other colours). A test per width, scheme and page loaded each
 * page four times and ran every rule four times.
 */
for (const route of routes) {
  test(`${route} has no violations at 1280 and 375 px, light and dark`, async ({ page }) => {
    // The home page is long (carousel, 21 wordmarks): one axe pass over it took 14-33 s on a loaded 2-core machine,
    // and this test's four passes over 180 s at load 30 with two workers.
    test.setTimeout(420_000)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme: "light" })
      if (width === 1280) await page.goto(route)
      await settle(page)
      await expectNoViolations(page, { name: `${width} px, light` })
      await page.emulateMedia({ colorScheme: "dark" })
      await animationsDone(page)
      await expectNoViolations(page, { name: `${width} px, dark`, rules: COLOUR_RULES })
    }
  })
}

test.describe("axe on opened widgets", () => {
  // Two schemes per test: the default 30 s ran out at load 30 with two workers.
  test.describe.configure({ timeout: 120_000 })
  test("drawer open at 375 px, light and dark", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto("/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
    await animationsDone(page) // the slide-in, before colours are measured
    await expectNoViolations(page)
    await page.emulateMedia({ colorScheme: "dark" })
    await animationsDone(page)
    await expectNoViolations(page, { name: "dark", rules: COLOUR_RULES })
  })

  test("FAQ answer and plan tooltip open, light and dark", async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const rules = colorScheme === "dark" ? COLOUR_RULES : undefined
      await page.emulateMedia({ colorScheme })
      await page.goto("/faq")
      await page.getByRole("button", { name: "What did your tutors score?" }).click()
      await animationsDone(page)
      await expectNoViolations(page, { name: `FAQ, ${colorScheme}`, rules })
      await page.goto("/pricing")
      await page.getByRole("button", { name: "Lifetime plan details" }).focus()
      await expect(page.getByRole("tooltip")).toBeVisible()
      await animationsDone(page)
      await expectNoViolations(page, { name: `pricing, ${colorScheme}`, rules })
    }
  })
})
