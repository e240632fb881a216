import type { Page } from "@playwright/test"
import { expectAccessible } from "./a11y"
import { sql, userIdOf } from "./db"
import { expect, startFullSatModule, startSectionTest, test } from "./fixtures"

/*
 * Save and Exit (issue 19, part 3) on the real stack: the clock stops at the
 * server's figure, the student comes back to the same time, checked against
 * the database. Also the runner's aids: line reader, zoom, focus on the new
 * question. With SAVE_EXIT_SHOTS set, screenshots at 1280 and 375 px.
 */

const SHOTS = process.env.SAVE_EXIT_SHOTS

async function check(page: Page, name: string) {
  await expectAccessible(page, name)
  if (SHOTS)
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 })
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-${dark ? "dark" : "light"}.png` })
      }
    }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.evaluate(() => document.documentElement.classList.remove("dark"))
}

type Row = { id: string; exited_at: Date | null; exit_remaining_seconds: number | null; exit_count: number }

const activeSession = async (userId: string) =>
  (
    await sql<Row>(
      `select id, exited_at, exit_remaining_seconds, exit_count from public.user_sessions
        where user_id = $1 and session_status = 'active' order by created_at desc limit 1`,
      [userId],
    )
  )[0]!

/** "34:12" as seconds. */
const seconds = (clock: string) => {
  const [m, s] = clock.split(":").map(Number)
  return m! * 60 + s!
}

test("a section test: Save and Exit stops the clock at the server's figure; resume continues from it", async ({
  page,
  student,
}) => {
  test.setTimeout(480_000)
  const userId = userIdOf(student!.session)
  await startSectionTest(page, "reading")
  await page.getByRole("radio").first().click()
  await expect(page.getByText("All answers saved")).toBeVisible()

  // Moving on puts focus on the new question's heading and announces where the student is.
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByRole("heading", { name: "Question 2", level: 2 })).toBeFocused()
  await expect(page.getByTestId("position-announcement")).toHaveText("Question 2 of 20")

  // Zoom keeps the answer state; the line reader moves by keyboard.
  await page.getByRole("button", { name: "Larger text" }).click()
  await expect(page.locator("html")).toHaveAttribute("data-font-size", "large")
  await page.getByRole("button", { name: "Previous" }).click()
  await expect(page.getByRole("radio").first()).toBeChecked()
  await page.getByRole("button", { name: "Line Reader" }).click()
  const reader = page.getByRole("slider", { name: "Line reader position" })
  await expect(reader).toBeFocused()
  const before = Number(await reader.getAttribute("aria-valuenow"))
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("ArrowDown")
  await expect(reader).not.toHaveAttribute("aria-valuenow", String(before))
  await check(page, "section-runner-aids")
  await page.keyboard.press("Escape")
  await expect(reader).toBeHidden()
  await page.getByRole("button", { name: "Smaller text" }).click()

  // Closing the tab while the clock runs asks first (the browser's own prompt).
  const prompted = new Promise<string>((resolve) => page.once("dialog", (d) => (resolve(d.type()), void d.dismiss())))
  await page.close({ runBeforeUnload: true })
  expect(await prompted).toBe("beforeunload")
  // Dismissed: the page stays.
  expect(page.isClosed()).toBe(false)

  // Save and Exit: confirm, and the student is back on the test's page.
  await page.getByRole("button", { name: "Save and Exit" }).click()
  const dialog = page.getByRole("alertdialog", { name: "Save and exit?" })
  await expect(dialog).toContainText("the test's clock stops where it is")
  await check(page, "save-exit-confirm")
  await dialog.getByRole("button", { name: "Save and Exit" }).click()
  await expect(page).toHaveURL(/\/practice\/test\/reading$/)
  const exited = await activeSession(userId)
  expect(exited.exited_at).not.toBeNull()
  expect(exited.exit_count).toBe(1)
  const frozen = exited.exit_remaining_seconds!
  expect(frozen).toBeGreaterThan(30 * 60)

  // Time passes away from the test (on the server: the exit is moved an hour back).
  await sql(`update public.user_sessions set exited_at = exited_at - interval '1 hour' where id = $1`, [exited.id])

  // Back: the runner says it was saved, with the server's figure, until Resume.
  await page.getByRole("button", { name: /^Resume Test/ }).click()
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByText("You saved and exited.")).toBeVisible()
  const shown = await page.getByTestId("exited-remaining").locator("span").textContent()
  expect(seconds(shown!)).toBe(frozen)
  await check(page, "exited-screen")
  await page.getByRole("button", { name: "Resume" }).click()
  await expect(page.getByText("Question 1 of 20", { exact: true })).toBeVisible()
  await expect(page.getByRole("radio").first()).toBeChecked()

  // The clock restarts from the frozen seconds, less this test's own time since the resume: a
  // minute's margin on a loaded machine still tells it from a fresh 35:00 (above `frozen`) and
  // from a clock that ran on while the student was away (an hour below).
  const label = (await page.getByRole("timer").getAttribute("aria-label"))!
  const [, m, s] = /^(?:(\d+) minutes?)? ?(?:(\d+) seconds?)? left$/.exec(label) ?? []
  const left = Number(m ?? 0) * 60 + Number(s ?? 0)
  expect(left).toBeLessThanOrEqual(frozen)
  expect(left).toBeGreaterThan(frozen - 60)
  const resumed = await activeSession(userId)
  expect(resumed.exited_at).toBeNull()
  const [deadline] = await sql<{ left: number }>(
    `select extract(epoch from deadline_at - now())::int as left from public.user_sessions where id = $1`,
    [resumed.id],
  )
  expect(deadline!.left).toBeLessThanOrEqual(frozen)
  expect(deadline!.left).toBeGreaterThan(frozen - 60)

  // Submitting: the results say the test was stopped, and for how long.
  await page.getByRole("button", { name: "Submit Test" }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Submit Test" }).click()
  await expect(page.getByText("Test Complete!")).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId("pause-note")).toHaveText(/saved and exited once \(away 1 h( \d+ min)?\)/)
})

test("a full-SAT module: Save and Exit from More, the intro's Resume, and the same time left", async ({
  page,
  student,
}) => {
  test.setTimeout(480_000)
  const userId = userIdOf(student!.session)
  await startFullSatModule(page, 2)
  await expect(page.getByRole("region", { name: "Directions" })).toBeVisible()
  await page.getByRole("radio").first().click()
  await expect(page.getByText("All answers saved")).toBeVisible()

  await page.getByRole("button", { name: "More" }).click()
  await check(page, "module-more")
  await page.getByRole("button", { name: "Save and Exit" }).click()
  await expect(page.getByRole("heading", { name: "Full SAT Practice Test 2", level: 1 })).toBeVisible()
  const exited = await activeSession(userId)
  expect(exited.exited_at).not.toBeNull()
  const frozen = exited.exit_remaining_seconds!

  await page.getByRole("button", { name: "Resume" }).click()
  await expect(page.getByText("You saved and exited.")).toBeVisible()
  expect(seconds((await page.getByTestId("exited-remaining").locator("span").textContent())!)).toBe(frozen)
  await page.getByRole("button", { name: "Resume" }).click()
  await expect(page.getByRole("button", { name: /^Question 1 of 27/ })).toBeVisible()
  await expect(page.getByRole("radio").first()).toBeChecked()
  const label = (await page.getByRole("timer").getAttribute("aria-label"))!
  const [, m, s] = /^(?:(\d+) minutes?)? ?(?:(\d+) seconds?)? left$/.exec(label) ?? []
  const left = Number(m ?? 0) * 60 + Number(s ?? 0)
  expect(left).toBeLessThanOrEqual(frozen)
  expect(left).toBeGreaterThan(frozen - 60)
  expect((await activeSession(userId)).exited_at).toBeNull()
})

test("the browser's Back during a running timed test: the leave dialog; Stay keeps the test, Save and Exit stops the clock and leaves", async ({
  page,
  student,
}) => {
  test.setTimeout(480_000)
  const userId = userIdOf(student!.session)
  await startSectionTest(page, "reading")
  const runner = page.url()
  await page.getByRole("radio").first().click()
  await expect(page.getByText("All answers saved")).toBeVisible()

  // Back is held: the runner stays on screen (and at its URL) behind the dialog.
  await page.goBack()
  const leave = page.getByRole("alertdialog", { name: "Leave with the clock running?" })
  await expect(leave).toBeVisible()
  await expect(page).toHaveURL(runner)
  await expect(leave.getByRole("button")).toHaveText(["Stay", "Keep the clock running and leave", "Save and Exit"])
  await check(page, "leave-dialog")
  await leave.getByRole("button", { name: "Stay" }).click()
  await expect(leave).toBeHidden()
  await expect(page).toHaveURL(runner)
  await expect(page.getByRole("radio").first()).toBeChecked()
  expect((await activeSession(userId)).exited_at).toBeNull()

  // Back again, then Save and Exit: the server stops the clock and the student lands where Back was going.
  await page.goBack()
  await expect(leave).toBeVisible()
  await leave.getByRole("button", { name: "Save and Exit" }).click()
  await expect(page).toHaveURL(/\/practice\/test\/reading$/)
  await expect(page.getByRole("button", { name: /^Resume Test/ })).toBeVisible()
  const exited = await activeSession(userId)
  expect(exited.exited_at).not.toBeNull()
  expect(exited.exit_count).toBe(1)
  expect(exited.exit_remaining_seconds).toBeGreaterThan(30 * 60)
  expect(exited.exit_remaining_seconds).toBeLessThanOrEqual(35 * 60)
})

test("a full-SAT module: Back asks first, and 'Keep the clock running and leave' leaves without stopping the clock", async ({
  page,
  student,
}) => {
  test.setTimeout(480_000)
  const userId = userIdOf(student!.session)
  await startFullSatModule(page, 2)
  await page.getByRole("radio").first().click()
  await expect(page.getByText("All answers saved")).toBeVisible()

  await page.goBack()
  const leave = page.getByRole("alertdialog", { name: "Leave with the clock running?" })
  await expect(leave).toContainText("the module's clock keeps running")
  await leave.getByRole("button", { name: "Keep the clock running and leave" }).click()
  await expect(page.getByRole("heading", { name: "Full SAT Practice Test 2", level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/practice\/full-sat\/[^/]+$/)
  expect((await activeSession(userId)).exited_at).toBeNull()
})
