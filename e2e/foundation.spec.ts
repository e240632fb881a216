import { expect, test } from "@playwright/test"

test("unknown paths show the 404 page with a way home", async ({ page }) => {
  await page.goto("/this/does/not/exist")
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible()
  await page.getByRole("link", { name: "Return to Home" }).click()
  await expect(page).toHaveURL("/")
  await expect(page.getByRole("heading", { level: 1 })).toContainText("We Crushed the SAT")
})

test("a route that fails to load shows the error screen with its message", async ({ page }) => {
  await page.goto("/")
  // Simulate a deploy that removed the practice chunk the client still references.
  await page.route(/\/assets\/route-.*\.js$/, (route) => route.abort())
  await page.evaluate(() => {
    window.history.pushState({}, "", "/practice")
    window.dispatchEvent(new PopStateEvent("popstate"))
  })
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible()
  await expect(page.getByTestId("error-message")).toContainText(
    /dynamically imported module|Importing a module script failed/,
  )
})

test("the marketing entry chunk carries neither supabase-js nor React Query", async ({ page }) => {
  const scripts: string[] = []
  page.on("response", async (r) => {
    if (r.url().endsWith(".js")) scripts.push(await r.text())
  })
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  expect(scripts.length).toBeGreaterThan(0)
  for (const js of scripts) {
    expect(js).not.toContain("GoTrueClient")
    expect(js).not.toContain("QueryClient")
  }
})

test("a student signs in through the local Google page and lands on /practice signed in", async ({ page }) => {
  await page.goto("/practice")
  await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
  await page.getByLabel("Setup code").fill("DEMO2026")
  await page.getByRole("button", { name: "Continue with Google" }).click()
  await expect(page).toHaveTitle("Local Google sign-in (development stand-in)")
  await page.getByLabel("E-mail").fill("e2e.student@example.com")
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
  await expect(page).toHaveURL(/\/practice$/)
  await expect(page.getByRole("button", { name: "Account menu for e2e.student@example.com" })).toBeVisible()

  // The session survives a reload, and sign-out returns to the access screen.
  await page.reload()
  await expect(page.getByRole("heading", { name: "SAT Practice Dashboard" })).toBeVisible()
  await page.getByRole("button", { name: "Account menu for e2e.student@example.com" }).click()
  await page.getByRole("menuitem", { name: "Sign out" }).click()
  await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
})

test("unknown practice paths redirect to /practice", async ({ page }) => {
  await page.goto("/practice/no/such/page")
  await expect(page).toHaveURL(/\/practice$/)
})
