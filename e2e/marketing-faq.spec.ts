import { expect, test } from "@playwright/test"

const questions = [
  "How is SAT Cookie different from other SAT courses?",
  "What did your tutors score?",
  "How many students have you helped?",
  "What does the community include?",
  "How quickly will I see results?",
  "Do you offer personalised study plans?",
  "Can I get help outside of sessions?",
  "Is SAT Cookie right for every score range?",
]

test("eight questions, one answer open at a time, the open one closes on a second click", async ({ page }) => {
  await page.goto("/faq")
  const button = (q: string) => page.getByRole("button", { name: q })
  for (const q of questions) await expect(button(q)).toHaveAttribute("aria-expanded", "false")
  for (const q of questions) await expect(page.getByRole("heading", { level: 2, name: q })).toBeVisible()

  await button(questions[1]!).click()
  await expect(button(questions[1]!)).toHaveAttribute("aria-expanded", "true")
  await expect(page.getByText("Every SAT Cookie tutor scored above 1570")).toBeVisible()

  await button(questions[4]!).click()
  await expect(button(questions[4]!)).toHaveAttribute("aria-expanded", "true")
  await expect(button(questions[1]!)).toHaveAttribute("aria-expanded", "false")
  await expect(page.getByText(/2 to 8 weeks/)).toBeVisible()
  await expect(page.getByText("Every SAT Cookie tutor scored above 1570")).toBeHidden()

  await button(questions[4]!).click()
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0)
})

test("the answers carry the spec's claims", async ({ page }) => {
  await page.goto("/faq")
  const answers: [string, RegExp][] = [
    [questions[2]!, /Over 150 students .* 1450\+.* 160\+ points/],
    [questions[3]!, /set times.*custom bot.*cheat sheets.*calculator hacks.*mental coaching/],
    [questions[5]!, /private meeting with our tutors/],
    [questions[6]!, /Open a ticket in our community server/],
    [questions[7]!, /1000 to 1400/],
  ]
  for (const [q, answer] of answers) {
    await page.getByRole("button", { name: q }).click()
    await expect(page.getByRole("region", { name: q })).toHaveText(answer)
  }
})

test("'Still have questions?' offers the community and an e-mail", async ({ page }) => {
  await page.goto("/faq")
  const box = page.getByRole("region", { name: "Still have questions?" })
  const discord = box.getByRole("link", { name: /Join Discord/ })
  await expect(discord).toHaveAttribute("href", process.env.VITE_COMMUNITY_URL ?? "https://discord.gg/satcookie")
  await expect(discord).toHaveAttribute("target", "_blank")
  await expect(discord).toHaveAttribute("rel", "noopener noreferrer")
  await expect(box.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    `mailto:${process.env.VITE_SUPPORT_EMAIL ?? "help@satcookie.com"}`,
  )
})
