import type { Page } from "@playwright/test"
import { LOCAL_ANON_KEY } from "../src/config/local-supabase"
import { sql, userIdOf } from "./db"
import { API, completeSectionTest, expect, test } from "./fixtures"
import { expectAccessible } from "./a11y"

// "Today" in the app is the browser's day: pin it, so the queue and the badge agree with the server.
test.use({ timezoneId: "UTC" })

/** With SHOTS=dir, full-page PNGs at 1280 and 375 px, light and dark, to look at. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS
  if (!dir) return
  for (const width of [1280, 375])
    for (const dark of [false, true]) {
      await page.setViewportSize({ width, height: 800 })
      await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark)
      await page.waitForTimeout(150)
      await page.screenshot({ path: `${dir}/${name}-${width}-${dark ? "dark" : "light"}.png`, fullPage: true })
    }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.evaluate(() => document.documentElement.classList.remove("dark"))
}

/** The number in the sidebar's "Due today (N due)" (its screen-reader text). */
async function sidebarCount(page: Page): Promise<number> {
  const link = page.getByRole("navigation", { name: "Practice" }).getByRole("link", { name: /^Due today \(\d+ due\)$/ })
  await expect(link).toBeVisible()
  return Number((await link.textContent())!.match(/\((\d+) due\)/)![1])
}

test("due queue: a submitted test's mistakes are due; answer and rate one Easy and it leaves today's count", async ({
  page,
  student,
}) => {
  test.setTimeout(240_000)
  expect(student).not.toBeNull()
  // Every answer "A": the wrong ones (and the SPR guesses) become cards due now.
  await completeSectionTest(student!, "math-section-1", "A")

  await page.goto("/practice")
  await expect(page.getByRole("heading", { level: 1, name: "SAT Practice Dashboard" })).toBeVisible()
  const before = await sidebarCount(page)
  expect(before).toBeGreaterThan(0)
  await expect(page.getByRole("heading", { name: `Due today ${before}` })).toBeVisible()
  await shoot(page, "dashboard-due")

  await page.getByRole("link", { name: "Review due questions" }).click()
  await expect(page).toHaveURL(/\/practice\/review\/due$/)
  await expect(page.getByRole("heading", { level: 1, name: "Due Today" })).toBeVisible()
  await expect(page.getByText(`${before} ${before === 1 ? "card" : "cards"} due today`)).toBeVisible()
  const queue = page.getByRole("region", { name: "Today's queue" })
  await expect(queue.getByRole("listitem")).toHaveCount(before)
  const first = queue.getByRole("listitem").first()
  await expect(first).toHaveAttribute("aria-current", "step")
  const firstExcerpt = (await first.locator("p").last().innerText()).trim()
  await expectAccessible(page)
  await shoot(page, "due-question")

  // Answer: a choice, or a typed response and Check.
  if ((await page.getByRole("radio").count()) > 0) await page.getByRole("radio", { name: /^Option A:/ }).click()
  else {
    await page.getByLabel("Your answer").fill("1")
    await page.getByRole("button", { name: "Check" }).click()
  }
  await expect(page.getByText(/✓ Correct|✗ Incorrect/)).toBeVisible()
  await expect(page.getByRole("button", { name: /^Good: next review in/ })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, "due-rating")

  await page.getByRole("button", { name: /^Easy: next review in \d+ days?/ }).click()
  const after = before - 1
  await expect(
    page.getByText(after === 0 ? "No cards left today" : `${after} ${after === 1 ? "card" : "cards"} due today`),
  ).toBeVisible()
  if (after > 0) {
    await expect(queue.getByRole("listitem")).toHaveCount(after)
    await expect(queue.getByText(firstExcerpt, { exact: true })).toHaveCount(0)
  }
  // The server agrees: the badge drops by one, and stays down after a reload.
  await expect(
    page.getByRole("navigation", { name: "Practice" }).getByRole("link", { name: `Due today (${after} due)` }),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByText(`${after} ${after === 1 ? "card" : "cards"} due today`)).toBeVisible()
  await expect(
    page.getByRole("navigation", { name: "Practice" }).getByRole("link", { name: `Due today (${after} due)` }),
  ).toBeVisible()
})

test("practice sets: weak areas start in the runner; favourites say there is nothing yet", async ({
  page,
  student,
}) => {
  test.setTimeout(180_000)
  expect(student).not.toBeNull()
  await completeSectionTest(student!, "math-section-1", "A")

  await page.goto("/practice/test/favorites")
  await expect(page.getByRole("heading", { level: 1, name: "Favorites Practice" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Nothing to practise yet" })).toBeVisible()
  await expect(page.getByText(/no favourite questions yet/)).toBeVisible()
  await expectAccessible(page)
  await shoot(page, "set-favorites-empty")

  await page.goto("/practice/test/weak")
  await expect(page.getByRole("heading", { level: 1, name: "Weak Areas Practice" })).toBeVisible()
  await expect(page.getByRole("radio", { name: /Unlimited time/ })).toBeChecked()
  await expect(page.getByRole("button", { name: "Start Practice" })).toBeEnabled()
  await expectAccessible(page)
  await shoot(page, "set-weak-start")

  await page.getByRole("button", { name: "Start Practice" }).click()
  await expect(page).toHaveURL(/\/practice\/test\/weak\/session\/[0-9a-f-]+$/)
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible()
  await expect(page.getByText("Weak Areas Practice").first()).toBeVisible()
})

test("practice sets: a weak topic's Practice button starts a set of that topic only", async ({ page, student }) => {
  test.setTimeout(180_000)
  expect(student).not.toBeNull()
  await completeSectionTest(student!, "math-section-1", "A")
  // A topic is listed from 3 attempts: answer one of the test's missed questions wrong ("A" again) twice in review.
  const [missed] = await sql<{ id: string; topic: string }>(
    `select q.id, q.topic from public.user_answers a join public.questions q on q.id = a.question_id
     where a.user_id = $1 and not a.is_correct and q.format = 'mcq' order by q.topic, q.id limit 1`,
    [userIdOf(student!.session)],
  )
  const topic = missed!.topic
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${API}/rest/v1/rpc/check_review_answer`, {
      method: "POST",
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${student!.session.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ p_question_id: missed!.id, p_answer: "A" }),
    })
    expect(res.status).toBe(200)
  }

  await page.goto("/practice/review/weak")
  await page.getByRole("link", { name: `Practice ${topic}`, exact: true }).click()
  await expect(page).toHaveURL(/\/practice\/test\/weak\?topic=/)
  await expect(page.getByRole("heading", { level: 1, name: `Weak Areas Practice: ${topic}` })).toBeVisible()
  await expect(page.getByText(`Only ${topic} questions`, { exact: false })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, "set-weak-topic-start")

  await page.getByRole("button", { name: "Start Practice" }).click()
  await expect(page).toHaveURL(/\/practice\/test\/weak\/session\/[0-9a-f-]+$/)
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible()
  // What the server built: every question of the set is of that topic.
  const sessionId = page.url().split("/").at(-1)!
  const topics = await sql<{ topic: string }>(
    `select distinct q.topic from public.session_questions sq join public.questions q on q.id = sq.question_id
     where sq.session_id = $1`,
    [sessionId],
  )
  expect(topics.map((t) => t.topic)).toEqual([topic])
})

test("due queue: a student with no mistakes yet sees that nothing is due, and no badge", async ({ page }) => {
  await page.goto("/practice/review/due")
  await expect(page.getByRole("heading", { name: "Nothing due today" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Review questions" })).toHaveAttribute("href", "/practice/review")
  await expect(
    page.getByRole("navigation", { name: "Practice" }).getByRole("link", { name: "Due today" }),
  ).toBeVisible()
  await expectAccessible(page)
  await shoot(page, "due-empty")
})
