import type { Page } from "@playwright/test"
import { expectAccessible } from "./a11y"
import { expect, runnerPosition, startSectionTest, test } from "./fixtures"

/*
 * The toaster (sonner, 9.2 KiB gzip) is fetched when the first toast is
 * raised, not with the page: most visits raise none, and loading it when idle
 * put it on a test's cold load through the detail page (issue 20, part 4).
 * The toast raised before it is there must still show, once, and with the
 * network gone too: the service worker's precache holds the chunk. With
 * TOAST_SHOTS=dir, screenshots light and dark at TOAST_WIDTH px (default
 * 1280; run again with 375): the width is set before the test starts, as
 * sonner places a toast for the width it was raised at (shrinking the window
 * under a shown toast left it half off screen, a screenshot artefact only).
 */

const SHOTS = process.env.TOAST_SHOTS
const WIDTH = Number(process.env.TOAST_WIDTH ?? 1280)
const TOASTER_CHUNK = /\/assets\/practice-toaster-[^/]+\.js$/

async function shots(page: Page, name: string) {
  if (!SHOTS) return
  for (const dark of [false, true]) {
    await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark)
    await page.screenshot({ path: `${SHOTS}/${name}-${WIDTH}-${dark ? "dark" : "light"}.png` })
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"))
}

test("a toast raised before the toaster was loaded shows once, its chunk from the service worker's precache", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const fetched: { fromServiceWorker: boolean }[] = []
  page.on("response", (res) => {
    if (TOASTER_CHUNK.test(new URL(res.url()).pathname)) fetched.push({ fromServiceWorker: res.fromServiceWorker() })
  })
  await page.setViewportSize({ width: WIDTH, height: 800 })
  await startSectionTest(page, "reading")
  // The service worker holds the app (its precache has the toaster's chunk) and controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
  // Nothing has been toasted: the page never asked for the toaster.
  expect(fetched).toEqual([])
  await expect(page.locator("section[aria-label^='Notifications']")).toHaveCount(0)

  // From here the network refuses the toaster's chunk (only the precache can serve it), and the
  // server is too busy for Save and Exit (a statement timeout: the gateway's 503 with SQLSTATE 57014).
  await context.route(TOASTER_CHUNK, (route) => route.abort("internetdisconnected"))
  await context.route("**/rest/v1/rpc/save_and_exit", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ code: "57014", message: "canceling statement due to statement timeout" }),
    }),
  )
  await page.getByRole("button", { name: "Save and Exit" }).click()
  await page.getByRole("alertdialog", { name: "Save and exit?" }).getByRole("button", { name: "Save and Exit" }).click()

  const toast = page.getByRole("listitem").filter({ hasText: "The server is busy, try again" })
  await expect(toast).toBeVisible({ timeout: 30_000 })
  await expect(toast).toHaveCount(1)
  expect(fetched).toEqual([{ fromServiceWorker: true }])
  // The test goes on: the student is still on the runner.
  await expect(runnerPosition(page, "Question 1 of 20")).toBeVisible()
  // A pointer on the toast holds sonner's timer (4 s): the toast stays for axe and the screenshots.
  await toast.hover()
  await expectAccessible(page, "runner-with-toast")
  await shots(page, "toast-save-exit-error")
  await expect(toast).toBeVisible()
})
