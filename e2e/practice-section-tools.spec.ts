import type { Page } from "@playwright/test"
import { LOCAL_ANON_KEY } from "../src/config/local-supabase"
import { expectAccessible } from "./a11y"
import { API, expect, startSectionTest, test, type Student } from "./fixtures"

/*
 * Section tests carry the full SAT's tools: Math the calculator (with its
 * graphing analysis and regression) and the reference sheet, Reading and
 * Writing highlights and notes, every test the eliminator, Mark for Review
 * and the directions; struck-out options and flags reach the server with
 * the answer.
 */

const SHOTS = process.env.TOOLS_SHOTS

/** Zero axe-core violations, light and dark; with TOOLS_SHOTS set, screenshots at 1280 and 375 px too. */
async function check(page: Page, name: string) {
  await expectAccessible(page, name)
  if (SHOTS)
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-${dark ? "dark" : "light"}.png`, fullPage: true })
      }
    }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.evaluate(() => document.documentElement.classList.remove("dark"))
}

/** The student's own answers as the server holds them (read through RLS with the student's token). */
async function savedAnswers(student: Student) {
  const res = await fetch(`${API}/rest/v1/user_answers?select=user_answer,flagged,eliminated`, {
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${student.session.access_token}` },
  })
  return (await res.json()) as { user_answer: string | null; flagged: boolean; eliminated: string }[]
}

/** Jumps (navigator) to the first multiple-choice question. */
async function firstMcq(page: Page) {
  for (let n = 1; (await page.getByRole("radio").count()) === 0 && n <= 20; n++)
    await page.getByRole("button", { name: new RegExp(`^Question ${n}, `) }).click()
  await expect(page.getByRole("radio").first()).toBeVisible()
}

test("a Math section test: calculator intersection and regression, reference sheet, eliminator saved", async ({
  page,
  student,
}) => {
  test.setTimeout(240_000)
  await startSectionTest(page, "math", { timed: false })
  await expect(page.getByRole("button", { name: "Highlights & Notes" })).toHaveCount(0)

  // Directions open under the header and close again.
  await page.getByRole("button", { name: "Directions" }).click()
  await expect(page.getByRole("region", { name: "Directions" })).toContainText("A calculator is allowed")
  await page.getByRole("button", { name: "Directions" }).click()
  await expect(page.getByRole("region", { name: "Directions" })).toHaveCount(0)

  // Strike out an option, choose another and flag: all of it reaches the server with the answer.
  await firstMcq(page)
  await page.getByRole("button", { name: "Answer eliminator" }).click()
  await page.getByRole("button", { name: "Strike out option B" }).click()
  await page.getByRole("radio").first().click()
  await page.getByRole("button", { name: "Mark for review" }).click()
  await expect(page.getByText("(struck out)")).toHaveCount(1)
  await expect(page.getByText("All answers saved")).toBeVisible()
  await expect.poll(() => savedAnswers(student!)).toEqual([{ user_answer: "A", flagged: true, eliminated: "B" }])
  await check(page, "section-math-tools")

  // The calculator: where y = x² meets y = x + 2, from the Find menu.
  await page.getByRole("button", { name: "Calculator", exact: true }).click()
  const calc = page.getByRole("dialog", { name: "Calculator" })
  await calc.getByRole("tab", { name: "Graphing" }).click()
  await calc.getByLabel("f1(x) =").fill("x^2")
  await calc.getByRole("button", { name: "Add function" }).click()
  await calc.getByLabel("f2(x) =").fill("x + 2")
  await calc.getByLabel("Find").selectOption("intersections")
  const points = calc.getByRole("list", { name: "Points on f1" })
  await expect(points.getByRole("button")).toHaveText(["Intersection (-1, 1)", "Intersection (2, 4)"])
  // Clicking a curve finds its points too: the vertex of x² is its minimum.
  const box = (await calc.getByRole("img", { name: /^Graph/ }).boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(points.getByRole("button", { name: "Minimum (0, 0)" })).toBeVisible()
  await check(page, "calculator-graph")

  // A regression through exact data prints the line and r² = 1.
  await calc.getByRole("tab", { name: "Regression" }).click()
  for (const [i, [x, y]] of [
    [0, 1],
    [1, 3],
    [2, 5],
    [3, 7],
  ].entries()) {
    await calc.getByLabel(`Row ${i + 1} x`).fill(String(x))
    await calc.getByLabel(`Row ${i + 1} y`).fill(String(y))
  }
  await expect(calc.getByTestId("regression-equation")).toHaveText("y = 2x + 1")
  await expect(calc.getByTestId("regression-r2")).toHaveText("1")
  await check(page, "calculator-regression")
  await page.getByRole("button", { name: "Close Calculator" }).click()

  await page.getByRole("button", { name: "Reference", exact: true }).click()
  await expect(page.getByRole("dialog", { name: "Reference" })).toContainText(
    "The number of degrees of arc in a circle is 360",
  )
  await page.getByRole("button", { name: "Close Reference" }).click()
})

test("a Reading section test: highlight the passage and strike out an option", async ({ page }) => {
  test.setTimeout(180_000)
  await startSectionTest(page, "reading", { timed: false })
  await expect(
    page
      .getByRole("button", { name: "Calculator", exact: true })
      .or(page.getByRole("button", { name: "Reference", exact: true })),
  ).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Highlights & Notes" })).toHaveAttribute("aria-pressed", "true")

  await page.evaluate(() => {
    const root = document.querySelector("[data-passage]")!
    const first = document.createTreeWalker(root, NodeFilter.SHOW_TEXT).nextNode() as Text
    const range = document.createRange()
    range.setStart(first, 0)
    range.setEnd(first, Math.min(12, first.data.length))
    window.getSelection()!.removeAllRanges()
    window.getSelection()!.addRange(range)
  })
  await page.getByRole("button", { name: "Yellow highlight" }).click()
  await expect(page.locator("mark[data-annotation]").first()).toBeVisible()

  await page.getByRole("button", { name: "Answer eliminator" }).click()
  await page.getByRole("button", { name: "Strike out option C" }).click()
  await expect(page.getByText("(struck out)")).toHaveCount(1)
  await page.getByRole("button", { name: "Directions" }).click()
  await check(page, "section-reading-tools")

  // Highlights stay with the question after a reload.
  await page.reload()
  await expect(page.getByText("Question 1 of 20", { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.locator("mark[data-annotation]").first()).toBeVisible()
  await expect(page.getByText("(struck out)")).toHaveCount(1)
})
