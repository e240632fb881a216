import { expect, test } from "@playwright/test"

const nav = [
  ["Tutors", "/tutors", "Meet Your Expert Tutors"],
  ["Prices", "/pricing", "Get the Score You've Always Wanted Without Breaking the Bank"],
  ["FAQ", "/faq", "Frequently Asked Questions"],
  ["Why SAT Cookie", "/mission", "Our Mission"],
  ["Manage Membership", "/manage-membership", "Manage Your Membership"],
  ["Home", "/", "We Crushed the SAT, lets do it together."],
] as const

test("the top navigation routes to every page and marks the current one", async ({ page }) => {
  await page.goto("/")
  const main = page.getByRole("navigation", { name: "Main" })
  for (const [label, path, h1] of nav) {
    await main.getByRole("link", { name: label, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1)
    await expect(main.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page")
    await expect(main.locator('[aria-current="page"]')).toHaveCount(1)
  }
})

test("back and forward work across in-app navigations, and each page starts at the top", async ({ page }) => {
  await page.goto("/")
  await page.mouse.wheel(0, 1500)
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click()
  await expect(page).toHaveURL("/faq")
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We Crushed the SAT, lets do it together.")
  await page.goForward()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions")
})

test("the footer links route correctly and show the brand line", async ({ page }) => {
  await page.goto("/")
  const footer = page.getByRole("contentinfo")
  await expect(footer).toContainText("The SAT prep platform that actually works.")
  await expect(footer).toContainText("© 2025 SAT Cookie")
  for (const [label, path] of [
    ["Tutors", "/tutors"],
    ["Prices", "/pricing"],
    ["FAQ", "/faq"],
    ["Mission", "/mission"],
  ] as const) {
    await footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: label }).click()
    await expect(page).toHaveURL(path)
  }
  await footer.getByRole("link", { name: "SAT Cookie" }).click()
  await expect(page).toHaveURL("/")
})

test("a skip link jumps to the content", async ({ page }) => {
  await page.goto("/pricing")
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Skip to content" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press("Enter")
  await expect(page.locator("#content")).toBeFocused()
})

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("the links move into a drawer: focus trap, Escape, link, overlay and focus restore", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    await expect(page.getByRole("link", { name: /Get Access/ })).toBeHidden()
    const menu = page.getByRole("button", { name: "Open menu" })
    const drawer = page.getByRole("dialog", { name: "Menu" })

    // About three quarters of the screen, up to 320 px, flush right once it has slid in.
    const slidIn = () => expect.poll(async () => Math.round((await drawer.boundingBox())!.x)).toBe(375 - 281)

    await menu.click()
    await expect(drawer).toBeVisible()
    await slidIn()
    expect((await drawer.boundingBox())!.width).toBeCloseTo(375 * 0.75, 0)
    for (const [label] of nav) await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible()
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab")
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()

    await menu.click()
    await drawer.getByRole("link", { name: "Prices", exact: true }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL("/pricing")
    await expect(menu).toBeFocused()

    await menu.click()
    // A tap on the overlay counts once the drawer is open: Radix starts listening for outside
    // taps a task after it opens, and a loaded run tapped 10 ms after it appeared (ignored).
    await slidIn()
    await page.mouse.click(20, 400) // the overlay, left of the drawer
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
  })

  test("the drawer's get started button spans its width", async ({ page }) => {
    await page.goto("/faq")
    await page.getByRole("button", { name: "Open menu" }).click()
    const drawer = page.getByRole("dialog", { name: "Menu" })
    const cta = drawer.getByRole("link", { name: /get started/i })
    const [d, c] = [(await drawer.boundingBox())!, (await cta.boundingBox())!]
    expect(c.width).toBeGreaterThan(d.width - 40)
    expect(c.y + c.height).toBeGreaterThan(700) // at the bottom
  })
})
