import type { Locator, Page } from "@playwright/test"
import { sql, userIdOf } from "./db"
import { completeSectionTest, expect, test, type Student } from "./fixtures"
import { expectAccessible } from "./a11y"

// "Today" in the app and in the SQL below is the same day.
test.use({ timezoneId: "UTC" })

/** The figure under a stat card's label on the overview. */
const figure = (page: Page, label: string): Locator =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]")

/** The student's figures computed from the raw tables (not through the functions the screen uses). */
async function figuresFromSql(userId: string) {
  const [row] = await sql<{
    total: string
    attempted: string
    tries: string
    rights: string
    favs: string
    today: string
  }>(
    `with answered as (
       select a.question_id, a.is_correct from public.user_answers a
       join public.user_sessions s on s.id = a.session_id
       where a.user_id = $1 and s.session_status = 'completed' and a.user_answer is not null
       union all
       select r.question_id, r.is_correct from public.review_attempts r where r.user_id = $1
     ),
     reviewable as (
       select id from public.questions where practice_test_id is null
       union
       select sq.question_id from public.session_questions sq join public.user_sessions s on s.id = sq.session_id
       where s.user_id = $1 and s.session_status = 'completed'
     )
     select (select count(*) from reviewable) as total,
            (select count(distinct question_id) from answered) as attempted,
            (select count(*) from answered) as tries,
            (select count(*) filter (where is_correct) from answered) as rights,
            (select count(*) from public.favorites where user_id = $1) as favs,
            -- Reviewed today: questions checked in review since midnight (test answers are not reviews).
            (select count(distinct question_id) from public.review_attempts
             where user_id = $1 and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as today`,
    [userId],
  )
  const tries = Number(row!.tries)
  return {
    total: Number(row!.total),
    attempted: Number(row!.attempted),
    accuracy: tries ? Math.round((100 * Number(row!.rights)) / tries) : null,
    favorites: Number(row!.favs),
    reviewedToday: Number(row!.today),
  }
}

async function dueToday(userId: string) {
  const [row] = await sql<{ n: string }>(
    `select count(*) as n from public.review_cards
     where user_id = $1 and due < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + interval '1 day'`,
    [userId],
  )
  return Number(row!.n)
}

/** The question ids a list page links to, in order. */
async function listedIds(page: Page): Promise<string[]> {
  const rows = page.locator('main ol a[href^="/practice/review/question/"]')
  await expect(rows.first()).toBeVisible()
  const hrefs = await rows.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))
  return hrefs.map((h) => decodeURIComponent(h.split("?")[0]!.split("/").pop()!))
}

async function submittedStudent(student: Student | null) {
  expect(student).not.toBeNull()
  await completeSectionTest(student!, "math-section-1", "A")
  return { student: student!, userId: userIdOf(student!.session) }
}

test("review: the overview matches SQL; answer wrong, Try Again, right; page; favourite; reload keeps the place; weak areas", async ({
  page,
  student,
}) => {
  // Axe runs twice on each of nine screens.
  test.setTimeout(900_000)
  const { userId } = await submittedStudent(student)

  // Overview: the student's own figures, as the database has them.
  await page.goto("/practice/review")
  await expect(page.getByRole("heading", { level: 1, name: "Review Questions" })).toBeVisible({ timeout: 30_000 })
  const before = await figuresFromSql(userId)
  expect(before.attempted).toBeGreaterThan(0)
  await expect(figure(page, "Total Questions")).toHaveText(String(before.total))
  await expect(page.getByText(`${before.attempted} attempted`)).toBeVisible()
  await expect(figure(page, "Reviewed Today")).toHaveText(String(before.reviewedToday))
  await expect(figure(page, "Average Accuracy")).toHaveText(`${before.accuracy}%`)
  await expect(figure(page, "Favorites")).toHaveText("0")
  // The overview's card (the sidebar has a "Due today (N due)" entry too).
  const due = String(await dueToday(userId))
  await expect(page.getByRole("main").getByRole("link", { name: /^Due today/ })).toContainText(due)
  await expect(page.getByRole("link", { name: `Due today (${due} due)` })).toBeVisible()
  await expectAccessible(page)

  // By Section → Math Questions.
  const nav = page.getByRole("navigation", { name: "Practice" })
  await nav.getByRole("link", { name: "By Section" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Review by Section" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Math" })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole("link", { name: "Review Math questions" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Math Questions" })).toBeVisible()
  await expectAccessible(page)

  // A multiple-choice question with neighbours on both sides, and its key (from SQL, to answer wrong on purpose).
  const ids = await listedIds(page)
  const keys = await sql<{ id: string; correct_answer: string }>(
    `select q.id, k.correct_answer from public.questions q join public.question_keys k on k.question_id = q.id
     where q.id = any($1::uuid[]) and q.format = 'mcq'`,
    [ids],
  )
  const index = ids.findIndex((id, i) => i >= 2 && i < ids.length - 2 && keys.some((k) => k.id === id))
  expect(index).toBeGreaterThanOrEqual(2)
  const id = ids[index]!
  const key = keys.find((k) => k.id === id)!.correct_answer
  const wrongLetter = ["A", "B", "C", "D"].find((l) => l !== key)!
  await page.locator(`main ol a[href^="/practice/review/question/${id}?"]`).click()
  await expect(page).toHaveURL(new RegExp(`/practice/review/question/${id}\\?filter=section&value=math&i=${index}$`))
  await expect(page.getByText(`Question ${index + 1} of ${ids.length}`)).toBeVisible()

  // Wrong, Try Again, right.
  await page.getByRole("radio", { name: new RegExp(`^Option ${wrongLetter}:`) }).click()
  await expect(page.getByText("✗ Incorrect")).toBeVisible()
  await expect(page.getByRole("radio", { name: /^Option A:/ })).toBeDisabled()
  await expectAccessible(page)
  await page.getByRole("button", { name: "Try Again" }).click()
  await page.getByRole("radio", { name: new RegExp(`^Option ${key}:`) }).click()
  await expect(page.getByText("✓ Correct")).toBeVisible()
  const attempts = await sql<{ user_answer: string; is_correct: boolean }>(
    "select user_answer, is_correct from public.review_attempts where user_id = $1 and question_id = $2 order by created_at",
    [userId, id],
  )
  expect(attempts).toEqual([
    { user_answer: wrongLetter, is_correct: false },
    { user_answer: key, is_correct: true },
  ])

  // The pager: two either side, Next, and the arrow keys.
  const pager = page.getByRole("navigation", { name: "Questions in this list" })
  await expect(pager.getByRole("link", { name: /^Question \d+$/ })).toHaveText(
    [index - 1, index, index + 1, index + 2, index + 3].map(String),
  )
  await pager.getByRole("link", { name: "Next" }).click()
  await expect(page).toHaveURL(new RegExp(`i=${index + 1}$`))
  await expect(page.getByText(`Question ${index + 2} of ${ids.length}`)).toBeVisible()
  await page.keyboard.press("ArrowLeft")
  await expect(page).toHaveURL(new RegExp(`/question/${id}\\?.*i=${index}$`))

  // Favourite it (F), then find it under Favorites.
  const favourite = page.getByRole("button", { name: "Favorite" })
  await expect(favourite).toHaveAttribute("aria-pressed", "false")
  const saved = page.waitForResponse((r) => r.url().includes("/rpc/toggle_favorite") && r.ok())
  await page.keyboard.press("f")
  await expect(favourite).toHaveAttribute("aria-pressed", "true")
  await saved

  // A reload, and the same URL opened afresh (a shared link: no route state), keep the list and the place.
  await page.reload()
  await expect(page.getByText(`Question ${index + 1} of ${ids.length}`)).toBeVisible()
  await expect(pager.getByRole("link", { name: `Question ${index + 1}` })).toHaveAttribute("aria-current", "page")
  const url = page.url()
  const fresh = await page.context().newPage()
  await fresh.goto(url)
  await expect(fresh.getByText(`Question ${index + 1} of ${ids.length}`)).toBeVisible()
  await expect(fresh.getByRole("heading", { level: 1, name: "Math Questions" })).toBeVisible()
  await expect(fresh.getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true")
  await fresh.close()

  await nav.getByRole("link", { name: "Favorites" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Favorites" })).toBeVisible()
  expect(await listedIds(page)).toEqual([id])
  await expectAccessible(page)

  // The overview follows: a favourite, and the two review checks in the accuracy.
  await nav.getByRole("link", { name: "Overview" }).click()
  const after = await figuresFromSql(userId)
  expect(after.favorites).toBe(1)
  expect(after.reviewedToday).toBe(before.reviewedToday + 1)
  await expect(figure(page, "Favorites")).toHaveText("1")
  await expect(figure(page, "Reviewed Today")).toHaveText(String(after.reviewedToday))
  await expect(figure(page, "Average Accuracy")).toHaveText(`${after.accuracy}%`)

  // By Difficulty, then a band.
  await nav.getByRole("link", { name: "By Difficulty" }).click()
  await expect(page.getByRole("link", { name: /Easy \(1-3\)/ })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole("link", { name: /Hard \(7-9\)/ }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Hard Questions" })).toBeVisible()
  await expectAccessible(page)

  // Weak areas: each topic has a Practice button for /practice/test/weak.
  await nav.getByRole("link", { name: "Weak Areas" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Weak Areas" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Practice all weak areas" })).toHaveAttribute(
    "href",
    "/practice/test/weak",
  )
  const practice = page.getByRole("listitem").getByRole("link", { name: /^Practice / })
  expect(await practice.count()).toBeGreaterThan(0)
  await expect(practice.first()).toHaveAttribute("href", /^\/practice\/test\/weak\?topic=/)
  await expectAccessible(page)
})

test("review: an unknown question says so and leads back; a question of an unsubmitted test is explained", async ({
  page,
  student,
}) => {
  test.setTimeout(90_000)
  await page.goto("/practice/review/question/00000000-0000-4000-8000-000000000000?filter=section&value=reading&i=0")
  await expect(page.getByRole("heading", { name: "Question Not Found" })).toBeVisible()
  await expect(page.getByText("The question you're looking for doesn't exist.")).toBeVisible()
  await expectAccessible(page)
  await page.getByRole("link", { name: "Back to Questions" }).click()
  await expect(page).toHaveURL(/\/practice\/review\/section\/reading$/)

  // A question of a section test this student has not taken.
  const [q] = await sql<{ id: string }>(
    `select q.id from public.questions q join public.practice_tests t on t.id = q.practice_test_id
     where t.slug = 'reading-section-1' limit 1`,
  )
  expect(student).not.toBeNull()
  await page.goto(`/practice/review/question/${q!.id}`)
  await expect(page.getByRole("heading", { name: "Not Ready for Review Yet" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("link", { name: "Back to Questions" })).toBeVisible()
  await expectAccessible(page)
})

/** Screenshots for a person to look at: `REVIEW_SCREENSHOTS=1` (they land in e2e/.results/review-screens). */
test("review screenshots at 1280 and 375 px, light and dark", async ({ page, student }) => {
  test.skip(!process.env.REVIEW_SCREENSHOTS, "set REVIEW_SCREENSHOTS=1 to take them")
  test.setTimeout(180_000)
  await submittedStudent(student)
  await page.goto("/practice/review/section/math")
  const [firstId] = await listedIds(page)
  const screens = [
    ["overview", "/practice/review"],
    ["sections", "/practice/review/section"],
    ["math", "/practice/review/section/math"],
    ["difficulty", "/practice/review/difficulty"],
    ["weak", "/practice/review/weak"],
    ["favorites", "/practice/review/favorites"],
    ["question", `/practice/review/question/${firstId}?filter=section&value=math&i=0`],
  ] as const
  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((t) => localStorage.setItem("practice-theme", t), theme)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [name, url] of screens) {
        await page.goto(url)
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
        await page.waitForLoadState("networkidle")
        if (name === "question" && (await page.getByRole("radio").count()) > 0) {
          await page.getByRole("radio").first().click()
          await expect(page.getByText(/Correct|Incorrect/).first()).toBeVisible()
        }
        // The long list is looked at by its first screen.
        const fullPage = name !== "math"
        await page.screenshot({ path: `e2e/.results/review-screens/${name}-${width}-${theme}.png`, fullPage })
      }
    }
  }
})
