import type { Locator, Page } from "@playwright/test"
import { expectAccessible } from "./a11y"
import { completeFullSat, completeSectionTest, expect, test } from "./fixtures"

/** With SHOT_DIR set, screenshots of `target` at 1280 and 375 px, light and dark, to look at. */
async function screenshots(page: Page, name: string, target?: Locator) {
  const dir = process.env.SHOT_DIR
  if (!dir) return
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark)
      const path = `${dir}/${name}-${width}-${dark ? "dark" : "light"}.png`
      if (target) await target.screenshot({ path })
      else {
        // The first screens, one by one (a whole report is too tall to read as one image).
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0, part = 0; y < height && part < 3; y += 900, part++) {
          await page.evaluate((top) => window.scrollTo(0, top), y)
          await page.screenshot({ path: path.replace(".png", `-${part}.png`) })
        }
      }
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"))
  await page.setViewportSize({ width: 1280, height: 800 })
}

test("the score predictor: what it needs, then the prediction on the dashboard and in history", async ({
  page,
  student,
}) => {
  test.setTimeout(240_000)
  await page.goto("/practice")
  const card = page.getByRole("region", { name: /Predicted SAT score/ })
  await expect(card).toBeVisible({ timeout: 30_000 })
  await expect(card).toContainText("you need 20 more Reading and Writing questions and 20 more Math questions")
  await expect(card).not.toContainText("likely")
  await expectAccessible(page)
  await screenshots(page, "predictor-empty", card)

  await completeSectionTest(student!, "math-section-1", "A")
  await completeSectionTest(student!, "reading-section-1", "A")
  await page.reload()
  await expect(card.getByRole("heading")).toHaveText(/^Predicted SAT score: \d{3,4} \(likely \d{3,4}–\d{3,4}\)$/, {
    timeout: 30_000,
  })
  await expect(card).toContainText(/Based on \d+ questions from 2 tests since [A-Z][a-z]+ \d{1,2}\./)
  await expect(card).toContainText("A full SAT narrows this the most.")
  await expect(card.getByRole("list", { name: "Predicted section scores" }).getByRole("listitem")).toHaveCount(2)
  await expectAccessible(page)
  await screenshots(page, "predictor-dashboard", card)

  await page.goto("/practice/analytics")
  const inHistory = page.getByRole("region", { name: /Predicted SAT score/ })
  await expect(inHistory.getByRole("heading")).toHaveText(/^Predicted SAT score: \d{3,4}/, { timeout: 30_000 })
  await expectAccessible(page)
  await screenshots(page, "predictor-history", inHistory)
})

test("a completed full SAT prints as a score report: scores, domains, missed questions, no app chrome", async ({
  page,
  student,
}) => {
  test.setTimeout(360_000)
  const { testId, fullSatId } = await completeFullSat(student!)
  await page.goto(`/practice/full-sat/${testId}/results/${fullSatId}`)
  await expect(page.getByRole("heading", { name: "Test Complete!" })).toBeVisible({ timeout: 30_000 })
  await page.getByRole("link", { name: "Print score report" }).click()
  await expect(page).toHaveURL(`/practice/full-sat/${testId}/results/${fullSatId}/report`)

  const report = page.getByRole("article", { name: "Full SAT Practice Test 1" })
  await expect(report).toBeVisible({ timeout: 30_000 })
  await expect(report).toContainText(/Completed [A-Z][a-z]+ \d{1,2}, \d{4} · First attempt/)
  const scores = report.getByRole("region", { name: "Scores" })
  await expect(scores).toContainText(/Total score\d{3,4}likely \d{3,4}–\d{3,4}on the 400–1600 scale/)
  await expect(scores).toContainText(/Reading and Writing[2-8]\d0likely \d+–\d+on the 200–800 scale/)
  await expect(scores).toContainText(/Math[2-8]\d0likely \d+–\d+/)
  await expect(scores).toContainText(/Percentile\d+(st|nd|rd|th)/)
  // 18 answered of 27, 27, 22 and 22: 26 blanks.
  await expect(scores).toContainText("Unanswered26")
  const domains = report.getByRole("region", { name: "Performance by domain and skill" })
  await expect(domains.getByRole("rowheader", { name: /^Reading and Writing/ }).first()).toBeVisible()
  const missed = report.getByRole("region", { name: "Questions missed, by skill" })
  await expect(missed.getByRole("heading", { level: 3 }).first()).toContainText(/missed$/)
  await expect(missed.getByRole("cell", { name: "No answer" }).first()).toBeVisible()
  await expectAccessible(page)
  await screenshots(page, "score-report-screen")

  // Printed: the report alone, no sidebar, header or buttons; each part on its own page.
  await page.emulateMedia({ media: "print" })
  await expect(report).toBeVisible()
  await expect(page.getByRole("navigation", { name: /sidebar|practice/i })).toHaveCount(0)
  await expect(page.locator('[data-slot="sidebar"]')).toBeHidden()
  await expect(page.locator("header[data-print-hide]")).toBeHidden()
  await expect(page.getByRole("button")).toHaveCount(0)
  await expect(page.getByRole("link", { name: "Back to results" })).toBeHidden()
  const breaks = await page
    .locator(".report-section")
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).breakBefore))
  expect(breaks).toEqual(["auto", "page", "page"])
  await screenshots(page, "score-report-print")
  for (const format of ["A4", "Letter"] as const) {
    const pdf = await page.pdf({ format, printBackground: true })
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    // Scores, domains and missed questions each start a page: at least three.
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
    if (process.env.SHOT_DIR)
      await import("node:fs/promises").then((fs) =>
        fs.writeFile(`${process.env.SHOT_DIR}/score-report-${format}.pdf`, pdf),
      )
  }
})
