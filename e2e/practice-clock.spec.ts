import { expect, test } from "./fixtures"

test("a timed test whose clock runs out submits itself", async ({ page }) => {
  await page.clock.install()
  await page.goto("/practice/test/reading")
  await expect(page.getByRole("radio", { name: /Timed: 35 minutes/ })).toBeChecked()
  await page.getByRole("button", { name: "Start New Test" }).click()
  await expect(page.getByText("Question 1 of 20", { exact: true })).toBeVisible()
  await page.getByRole("radio").first().click()
  await page.clock.fastForward("35:01")
  await expect(page.getByText("Test Complete!")).toBeVisible({ timeout: 15_000 })
})
