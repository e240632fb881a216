import { expect, test } from "@playwright/test"

// Each public page: its one h1, the spec's key claims, its own <title> and description.
const pages = [
  {
    path: "/",
    title: "SAT Cookie: SAT prep that actually works",
    h1: "We Crushed the SAT, lets do it together.",
    claims: [
      "Trusted by 7k+ students",
      "Specialized Tutoring & Custom Layout for Success",
      "Does This Sound Familiar?",
      "Courses are too expensive",
      "Only two weeks left",
      "You've come to the right place.",
      "Bite-sized lessons",
      "Real human tutors",
      "Get into schools like this",
      "Ready to join them?",
      "Your next acceptance letter could be yours.",
      "160+",
      "92%",
      "Most within 3 months",
      "They said it better than we ever could",
    ],
  },
  {
    path: "/tutors",
    title: "Meet Your Expert Tutors | SAT Cookie",
    h1: "Meet Your Expert Tutors",
    claims: ["scored above 1570", "SAT 1590", "SAT 1580", "Why Choose Our Tutors?", "Proven track record", "150+"],
  },
  {
    path: "/pricing",
    title: "Prices: Monthly $125 or Lifetime $275 | SAT Cookie",
    h1: "Get the Score You've Always Wanted Without Breaking the Bank",
    claims: [
      "The layout to 1600 that got over 150 people to 1450+.",
      "$125",
      "/month",
      "$275",
      "one-time",
      "Complete Package",
      "1600 layout for Math",
      "1600 layout for Reading & Writing",
      "Two Week CRAM",
      "Two Month",
      "Mental coaching",
      "Weekly tutor sessions",
      "Personalised plan setup",
      "What makes us different",
    ],
  },
  {
    path: "/faq",
    title: "Frequently Asked Questions | SAT Cookie",
    h1: "Frequently Asked Questions",
    claims: ["What did your tutors score?", "Is SAT Cookie right for every score range?", "Still have questions?"],
  },
  {
    path: "/mission",
    title: "Our Mission | Why SAT Cookie",
    h1: "Our Mission",
    claims: ["What We Believe", "What We Do Differently", "Our Promise to You", "150+", "all achieving 1450+ scores"],
  },
  {
    path: "/manage-membership",
    title: "Manage Your Membership | SAT Cookie",
    h1: "Manage Your Membership",
    claims: [
      "For current members only",
      "Log in to the course platform with the same e-mail you used to sign up.",
      "Open the Memberships section.",
      "Select Cancel",
      "Follow the prompts",
      "desktop and on mobile",
      "Open a ticket",
    ],
  },
]

for (const { path, title, h1, claims } of pages) {
  test(`${path} shows its heading, key claims and meta`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    for (const claim of claims) await expect(page.getByText(claim, { exact: false }).first()).toBeVisible()
    await expect(page).toHaveTitle(title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title)
    for (const landmark of ["banner", "main", "contentinfo"] as const)
      await expect(page.getByRole(landmark)).toHaveCount(1)
  })
}

test("unknown paths get the 404 page, a noindex and their own title", async ({ page }) => {
  await page.goto("/no-such-page")
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  await expect(page).toHaveTitle("Page not found | SAT Cookie")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})

test("robots.txt, sitemap.xml, favicon and the Open Graph image are served", async ({ request }) => {
  const robots = await request.get("/robots.txt")
  expect(await robots.text()).toContain("Sitemap: https://satcookie.com/sitemap.xml")
  const sitemap = await (await request.get("/sitemap.xml")).text()
  for (const path of ["/", "/tutors", "/pricing", "/faq", "/mission", "/manage-membership"])
    expect(sitemap).toContain(`<loc>https://satcookie.com${path}</loc>`)
  for (const asset of ["/favicon.svg", "/og-image.png", "/apple-touch-icon.png"])
    expect((await request.get(asset)).ok(), asset).toBe(true)
})

test("the university strip: 21 wordmarks, a hidden duplicate, pauses on hover, focus and the button", async ({
  page,
}) => {
  await page.goto("/")
  const list = page.getByRole("list", { name: "Universities our students got into" })
  await expect(list.getByRole("listitem")).toHaveCount(21)
  const track = page.getByTestId("university-track")
  await expect(track.locator('ul[aria-hidden="true"] > li')).toHaveCount(21)
  const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState)
  expect(await playState()).toBe("running")

  // The list never stands still, so point at it rather than wait for it to be stable.
  await page.getByRole("button", { name: "Pause animation" }).scrollIntoViewIfNeeded()
  const box = (await list.boundingBox())!
  await page.mouse.move(640, box.y + box.height / 2)
  expect(await playState()).toBe("paused")
  await page.mouse.move(0, 0)
  expect(await playState()).toBe("running")

  const pause = page.getByRole("button", { name: "Pause animation" })
  await pause.focus()
  expect(await playState()).toBe("paused")
  await pause.click()
  await page.getByRole("heading", { level: 1 }).click() // focus and pointer leave the strip
  await page.mouse.move(0, 0)
  expect(await playState()).toBe("paused")
  await expect(page.getByRole("button", { name: "Play animation" })).toBeVisible()
})

test.describe("colour scheme", () => {
  test("marketing pages follow the system scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" })
    await page.goto("/pricing")
    await expect(page.locator("html")).toHaveClass(/\bdark\b/)
    await page.emulateMedia({ colorScheme: "light" })
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/)
  })

  test("/practice is left to its own theme (default dark), not the system's", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto("/practice")
    await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true)
    await page.emulateMedia({ colorScheme: "dark" })
    await page.evaluate(() => localStorage.setItem("practice-theme", "light"))
    await page.reload()
    await expect(page.getByRole("heading", { name: "Access SAT Practice Test" })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false)
  })
})

test("the mascot bounces, except under reduced motion", async ({ page }) => {
  const animation = () =>
    page.locator("svg g.motion-safe\\:animate-bob").evaluate((el) => getComputedStyle(el).animationName)
  await page.goto("/")
  expect(await animation()).toBe("bob")
  await page.emulateMedia({ reducedMotion: "reduce" })
  expect(await animation()).toBe("none")
  await expect(page.getByRole("button", { name: "Pause animation" })).toBeHidden()
})

test("no page scrolls sideways at 375, 768 or 1280 px", async ({ page }) => {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const { path } of pages) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
})
