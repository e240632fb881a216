import { expect, test, type Page } from "@playwright/test"

const checkout = process.env.VITE_CHECKOUT_URL ?? "https://checkout.satcookie.com/join"
const membership = process.env.VITE_MEMBERSHIP_URL ?? "https://checkout.satcookie.com/memberships"
const community = process.env.VITE_COMMUNITY_URL ?? "https://discord.gg/satcookie"

/** Every link that leaves the site must open a new tab with neither opener nor referrer. */
async function expectSafeOutboundLinks(page: Page) {
  const outbound = page.locator('a[href^="http"]')
  const count = await outbound.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const link = outbound.nth(i)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect([checkout, membership, community]).toContain(await link.getAttribute("href"))
  }
}

const ctas: [string, (string | RegExp)[], string][] = [
  ["/", [/^Get Access/, /^Start crushing the SAT/, /^Join them/, /^Get Started/], checkout],
  ["/pricing", [/^Get Monthly/, /^Get Lifetime/, /^Get Access/, /^Get Started/], checkout],
  ["/tutors", [/^Get Access/, /^Get Started/], checkout],
  ["/faq", [/^Get Access/, /^Get Started/], checkout],
  ["/mission", [/^Get Access/, /^Get Started/], checkout],
  ["/manage-membership", [/^Open membership settings/], membership],
]

for (const [path, names, href] of ctas) {
  test(`${path}: each call to action opens ${new URL(href).pathname} in a new tab, safely`, async ({ page }) => {
    await page.goto(path)
    for (const name of names) {
      const link = page.getByRole("link", { name })
      await expect(link).toHaveAttribute("href", href)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
      await expect(link).toContainText(/\(opens in a new tab\)/)
    }
    await expectSafeOutboundLinks(page)
  })
}

test("clicking a CTA opens the checkout in a new tab without opener", async ({ page, context }) => {
  await context.route("https://checkout.satcookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Checkout</title>" }),
  )
  await page.goto("/pricing")
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: /^Get Lifetime/ }).click(),
  ])
  await expect(popup).toHaveURL(checkout)
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  expect(await popup.evaluate(() => document.referrer)).toBe("")
})

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("the drawer's get started link goes to the checkout too", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("button", { name: "Open menu" }).click()
    const cta = page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: /get started/i })
    await expect(cta).toHaveAttribute("href", checkout)
    await expect(cta).toHaveAttribute("target", "_blank")
    await expect(cta).toHaveAttribute("rel", "noopener noreferrer")
    await expectSafeOutboundLinks(page)
  })
})
