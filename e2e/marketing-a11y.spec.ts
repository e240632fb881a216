import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

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

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(summary).toEqual([])
}

for (const width of [1280, 375]) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`axe at ${width} px, ${colorScheme}`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme })

      for (const route of routes) {
        test(`${route} has no violations`, async ({ page }) => {
          // The home page is long (carousel, 21 wordmarks): axe over it took 14-33 s on a loaded 2-core machine.
          test.setTimeout(90_000)
          await page.goto(route)
          await settle(page)
          await expectNoViolations(page)
        })
      }
    })
  }
}

test.describe("axe on opened widgets", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`drawer open at 375 px, ${colorScheme}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.emulateMedia({ colorScheme })
      await page.goto("/")
      await page.getByRole("button", { name: "Open menu" }).click()
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
      await page.waitForTimeout(300) // let the slide-in finish before colours are measured
      await expectNoViolations(page)
    })

    test(`FAQ answer and plan tooltip open, ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto("/faq")
      await page.getByRole("button", { name: "What did your tutors score?" }).click()
      await expectNoViolations(page)
      await page.goto("/pricing")
      await page.getByRole("button", { name: "Lifetime plan details" }).focus()
      await expect(page.getByRole("tooltip")).toBeVisible()
      await expectNoViolations(page)
    })
  }
})
