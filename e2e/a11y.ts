import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** Zero axe-core violations in the light theme and the dark one (toggling the class the practice shell sets). */
export async function expectAccessible(page: Page) {
  for (const dark of [false, true]) {
    await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark)
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([])
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"))
}
