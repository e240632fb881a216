import { expect, test, type Response } from "@playwright/test"
import { librariesIn, libraryMarkers, practiceEntries, readAsset, readManifest, staticClosure } from "./bundle-graph"

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

test("the marketing build carries none of the practice stack, which the practice chunks do", () => {
  const manifest = readManifest()
  // The entry, its modulepreloads, and the lazy chunks marketing pages load later (FAQ, carousel, tooltips).
  const lazyMarketing = (manifest["index.html"]!.dynamicImports ?? []).filter((key) => !practiceEntries.includes(key))
  const marketing = new Set(["index.html", ...lazyMarketing].flatMap((key) => [...staticClosure(manifest, key)]))
  const practice = practiceEntries.flatMap((key) => [...staticClosure(manifest, key)]).filter((f) => !marketing.has(f))
  expect(marketing.size).toBeGreaterThan(2)
  expect(practice.length).toBeGreaterThan(0)

  expect(librariesIn([...marketing].map(readAsset))).toEqual([])
  // The same markers do occur in the practice chunks, so the check above can fail.
  expect(librariesIn(practice.map(readAsset))).toEqual(Object.keys(libraryMarkers))
})

test("a first visit downloads none of the practice stack; opening /practice downloads it", async ({ page }) => {
  const scripts: Response[] = []
  page.on("response", (r) => {
    if (new URL(r.url()).pathname.endsWith(".js")) scripts.push(r)
  })
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  const firstVisit = scripts.splice(0)
  // What the browser fetched is the build the manifest describes.
  const entryFile = readManifest()["index.html"]!.file
  expect(firstVisit.map((r) => new URL(r.url()).pathname)).toContain(`/${entryFile}`)
  expect(librariesIn(await Promise.all(firstVisit.map((r) => r.text())))).toEqual([])

  await page.evaluate(() => {
    window.history.pushState({}, "", "/practice")
    window.dispatchEvent(new PopStateEvent("popstate"))
  })
  await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
  expect(librariesIn(await Promise.all(scripts.map((r) => r.text())))).toEqual(Object.keys(libraryMarkers))
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
