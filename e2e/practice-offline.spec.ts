import { LOCAL_ANON_KEY } from "../src/config/local-supabase"
import { API, expect, test } from "./fixtures"

// Fixed 26 Nov 2026 (issue 16): this journey failed whenever the runner started while the
// browser reported offline (navigator.onLine is false inside a loopback-only network namespace
// while the server answers): the questions were fetched but never kept on the device, and the
// session row seeded by the start was never persisted, so the offline reload had nothing to
// resume from and stayed on "Loading test questions...".
test("answers given offline survive a reload while offline, then reach the server", async ({
  page,
  context,
  student,
}) => {
  test.setTimeout(120_000)
  await page.goto("/practice/test/writing")
  await page.getByRole("button", { name: "Start New Test" }).click()
  await expect(page.getByText("Question 1 of 20", { exact: true })).toBeVisible()
  // The service worker must hold the app shell (and control this page) before the network goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const sessionId = page.url().split("/").pop()!

  await context.setOffline(true)
  for (const option of [0, 2, 1]) {
    await page.getByRole("radio").nth(option).click()
    await page.getByRole("button", { name: "Next" }).click()
  }
  await expect(page.getByText("Offline: answers will be sent when you reconnect")).toBeVisible()
  await page.reload()
  await expect(page.getByText("Question 4 of 20")).toBeVisible()
  await expect(page.getByText("Answered: 3/20")).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText("All answers saved")).toBeVisible({ timeout: 15_000 })
  // The server's own record, read with the student's token.
  const res = await fetch(`${API}/rest/v1/rpc/get_session_questions`, {
    method: "POST",
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${student!.session.access_token}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ p_session_id: sessionId }),
  })
  const rows = (await res.json()) as { position: number; user_answer: string | null }[]
  expect(rows.filter((r) => r.user_answer !== null).map((r) => [r.position, r.user_answer])).toEqual([
    [1, "A"],
    [2, "C"],
    [3, "B"],
  ])
})
