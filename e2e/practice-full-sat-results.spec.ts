import type { Page } from "@playwright/test"
import { completeFullSat, completeSectionTest, expect, startFullSat, test } from "./fixtures"
import { expectAccessible } from "./a11y"

/** With SHOT_DIR set, full-page screenshots at 1280 and 375 px, light and dark, to look at. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.SHOT_DIR
  if (!dir) return
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark)
      // What the student sees: the first screens, scrolled one by one (the header is sticky).
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0, part = 0; y < height && part < 3; y += 900, part++) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await page.screenshot({ path: `${dir}/${name}-${width}-${dark ? "dark" : "light"}-${part}.png` })
      }
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"))
  await page.setViewportSize({ width: 1280, height: 800 })
}

test("a completed full SAT: scores, four modules with tiers, review by module, and its history row", async ({
  page,
  student,
}) => {
  // A full SAT, a section test, three screens checked by axe: minutes on a loaded machine.
  test.setTimeout(600_000)
  const { testId, fullSatId } = await completeFullSat(student!)
  const resultsPath = `/practice/full-sat/${testId}/results/${fullSatId}`

  await page.goto(resultsPath)
  // A 98-question result on a loaded machine can take more than the default 5 s.
  await expect(page.getByRole("heading", { name: "Test Complete!" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText("Full SAT Practice Test 1")).toBeVisible()
  const score = page.getByRole("region", { name: "Score" })
  await expect(score.getByText(/^Estimated percentile: \d+$/)).toBeVisible()
  const sections = score.getByRole("list", { name: "Section scores" }).getByRole("listitem")
  await expect(sections).toHaveCount(2)
  await expect(sections.nth(0)).toContainText(
    /Reading and Writing[2-8]\d0estimated, on the 200–800 scalelikely \d+–\d+/,
  )
  await expect(score.getByText("on the 400–1600 scale")).toBeVisible()
  // 18 answered of 27, 27, 22 and 22: 26 blanks.
  await expect(score.getByRole("listitem").filter({ hasText: "Unanswered" })).toContainText("2627% of 98")

  const modules = page.getByRole("region", { name: "Modules" }).getByRole("listitem")
  await expect(modules).toHaveCount(4)
  await expect(modules.nth(0)).toHaveAccessibleName("Section 1, Module 1: Reading and Writing")
  await expect(modules.nth(1)).toContainText(/\/27correct.*(Harder|Easier) module/)
  await expect(modules.nth(3)).toContainText(/\/22correct.*(Harder|Easier) module/)
  await expect(modules.nth(0)).not.toContainText(/Harder|Easier/)
  await expect(page.getByRole("region", { name: "Accuracy by domain and skill" }).getByRole("table")).toHaveCount(8)

  await expect(page.getByRole("tab", { name: "Section 1, Module 1: Reading and Writing (27)" })).toHaveAttribute(
    "aria-selected",
    "true",
  )
  await page.getByRole("tab", { name: "Section 2, Module 2: Math (22)" }).click()
  await expect(page.getByRole("article")).toHaveCount(22)
  await expect(page.getByRole("article", { name: "Question 22", exact: true }).getByText("Unanswered")).toBeVisible()
  await expect(page.getByRole("article", { name: "Question 1", exact: true }).getByText("Explanation")).toBeVisible()
  await expect(page.getByRole("link", { name: "Retake Test" })).toHaveAttribute("href", `/practice/full-sat/${testId}`)
  await expectAccessible(page)
  await screenshots(page, "full-sat-results")

  // A Math section test beside it: its own results screen on 200-800, and its own history group.
  const section = (await completeSectionTest(student!, "math-section-1", "A")) as { session_id: string }
  await page.goto(`/practice/test/math/results/${section.session_id}`)
  await expect(page.getByText("Estimated Math score")).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText("on the 200–800 scale")).toBeVisible()
  await expect(page.getByText(/1600/)).toHaveCount(0)
  await expectAccessible(page)
  await screenshots(page, "section-results")

  // The history lists the attempt apart from section tests, and its row opens these results.
  await page.goto("/practice/analytics")
  await expect(page.getByRole("heading", { name: "Full SATs" })).toBeVisible({ timeout: 30_000 })
  const row = page
    .getByRole("table", { name: "Full SATs, newest first" })
    .getByRole("row")
    .filter({ hasText: "Full SAT Practice Test 1" })
  await expect(row).toContainText(/Reading and Writing \d+ · Math \d+/)
  await expect(row).toContainText(/\/ 1600likely \d+–\d+/)
  await expect(page.getByRole("table", { name: "Section tests, newest first" })).toContainText("/ 800")
  await expectAccessible(page)
  await screenshots(page, "history")
  await row.getByRole("link", { name: /^Full SAT Practice Test 1, results of / }).click()
  await expect(page).toHaveURL(resultsPath)
  await expect(page.getByRole("heading", { name: "Test Complete!" })).toBeVisible()
})

test("an unfinished full SAT's results: the server's message and a way back to resume", async ({ page, student }) => {
  const { testId, fullSatId } = await startFullSat(student!)

  await page.goto(`/practice/full-sat/${testId}/results/${fullSatId}`)
  await expect(page.getByRole("heading", { name: "Full SAT results", level: 1 })).toBeVisible()
  await expect(
    page.getByRole("alert").filter({ hasText: "Finish all four modules to see your results." }),
  ).toBeVisible()
  await expect(page.getByRole("link", { name: "Resume the test" })).toHaveAttribute(
    "href",
    `/practice/full-sat/${testId}`,
  )
  await expectAccessible(page)
  await screenshots(page, "full-sat-results-unfinished")
})
