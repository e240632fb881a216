import type { Page } from "@playwright/test"
import { expectAccessible } from "./a11y"
import { completeSectionTest, expect as baseExpect, test, uniqueEmail } from "./fixtures"

// A machine shared with other work can be slow to load; nothing here races a clock.
const expect = baseExpect.configure({ timeout: 20_000 })

/** The local stand-in for Google's sign-in page: type the e-mail, continue. */
async function googleAs(page: Page, email: string) {
  await expect(page).toHaveTitle("Local Google sign-in (development stand-in)")
  await page.getByLabel("E-mail").fill(email)
  await page.getByRole("button", { name: "Continue" }).click()
}

async function signOut(page: Page, email: string) {
  await page.getByRole("button", { name: `Account menu for ${email}` }).click()
  await page.getByRole("menuitem", { name: "Sign out" }).click()
  await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
}

test.describe("returning students", () => {
  test.use({ signIn: false })

  test("a returning student signs in without a code, after signing out and in a fresh browser", async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000)
    const email = uniqueEmail("returning")
    await page.goto("/practice")
    await page.getByLabel("Setup code").fill("DEMO2026")
    await page.getByRole("button", { name: "Continue with Google" }).click()
    await googleAs(page, email)
    await expect(page.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
    await signOut(page, email)

    // Back on the access screen with no code: the account's access lets them in.
    await expectAccessible(page)
    await page.getByRole("button", { name: "Already have access? Sign in" }).click()
    await googleAs(page, email)
    await expect(page.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
    await expect(page.getByLabel("Setup code")).toHaveCount(0)

    // A fresh browser (nothing stored): the same.
    const fresh = await browser.newContext()
    const other = await fresh.newPage()
    await other.goto("/practice")
    await other.getByRole("button", { name: "Already have access? Sign in" }).click()
    await googleAs(other, email)
    await expect(other.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
    await fresh.close()
  })

  test("an account without access that signs in without a code is asked for the code, then gets in", async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const email = uniqueEmail("newcomer")
    await page.goto("/practice")
    await page.getByRole("button", { name: "Already have access? Sign in" }).click()
    await googleAs(page, email)
    await expect(page.getByText("but this account has no practice access yet")).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel("Setup code").fill("DEMO2026")
    await page.getByRole("button", { name: "Continue", exact: true }).click()
    await expect(page.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
  })
})

test("review: after Try Again, → on a focused option moves on and never answers", async ({ page, student }) => {
  test.setTimeout(120_000)
  const result = (await completeSectionTest(student!, "math-section-1", "A")) as {
    questions: { question_id: string; format: string; is_correct: boolean }[]
  }
  // A multiple-choice question the student got wrong, reviewed from the list of its section.
  const wrong = result.questions.find((q) => q.format === "mcq" && !q.is_correct)!
  await page.goto(`/practice/review/question/${wrong.question_id}?filter=section&value=math`)
  const checks: string[] = []
  page.on("request", (r) => r.url().includes("check_review_answer") && checks.push(r.url()))
  await page.getByRole("radio").first().click()
  await page.getByRole("button", { name: "Try Again" }).click()
  const first = page.getByRole("radio").first()
  await expect(first).toBeFocused()
  const heading = await page
    .getByRole("heading", { name: /^Question \d+$/ })
    .first()
    .textContent()

  // ↓ moves the focus only; → moves to the next question; nothing is chosen or checked.
  await page.keyboard.press("ArrowDown")
  await expect(page.getByRole("radio").nth(1)).toBeFocused()
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0)
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("heading", { name: /^Question \d+$/ }).first()).not.toHaveText(heading!)
  await expect(page.getByText(/Correct|Incorrect/)).toHaveCount(0)
  expect(checks).toHaveLength(1)
})

test("dashboard on a phone: the Due today card keeps its words on lines, the button below", async ({
  page,
  student,
}) => {
  test.setTimeout(90_000)
  await completeSectionTest(student!, "math-section-1", "A")
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto("/practice")
  const card = page.getByRole("region", { name: /Due today/ })
  await expect(card).toBeVisible()
  const text = card.getByText(/ready for another try/)
  const line = await text.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight))
  const box = (await text.boundingBox())!
  // Two lines at most (was one word per line, six or more), and the button under the text, not beside it.
  expect(box.height).toBeLessThanOrEqual(line * 2 + 1)
  const button = (await card.getByRole("link", { name: "Review due questions" }).boundingBox())!
  expect(button.y).toBeGreaterThanOrEqual(box.y + box.height)
  await expectAccessible(page)
})
