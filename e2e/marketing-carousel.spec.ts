import { expect, test, type Page } from "@playwright/test"

async function openCarousel(page: Page) {
  await page.goto("/")
  await page.getByRole("heading", { name: "They said it better than we ever could" }).scrollIntoViewIfNeeded()
  const carousel = page.getByRole("region", { name: "Student testimonials" })
  await expect(carousel).toBeVisible()
  return {
    carousel,
    prev: carousel.getByRole("button", { name: "Previous testimonials" }),
    next: carousel.getByRole("button", { name: "Next testimonials" }),
    dots: carousel.getByRole("group", { name: "Choose testimonials" }).getByRole("button"),
    slide: (n: number) => carousel.getByRole("group", { name: `${n} of 6` }),
  }
}

const cases = [
  { width: 1280, visible: 3, dots: 4, firstDot: "Show testimonials 1 to 3", lastDot: "Show testimonials 4 to 6" },
  { width: 375, visible: 1, dots: 6, firstDot: "Show testimonials 1", lastDot: "Show testimonials 6" },
]

for (const { width, visible, dots: dotCount, firstDot, lastDot } of cases) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test(`shows ${visible} of 6 cards with ${dotCount} dots; arrows stop at both ends`, async ({ page }) => {
      const { carousel, prev, next, dots, slide } = await openCarousel(page)
      await expect(carousel.getByRole("group", { name: /of 6$/ })).toHaveCount(6)
      await expect(dots).toHaveCount(dotCount)
      await expect(dots.first()).toHaveAccessibleName(firstDot)
      await expect(dots.last()).toHaveAccessibleName(lastDot)
      await expect(dots.first()).toHaveAttribute("aria-current", "true")
      await expect(prev).toBeDisabled()
      await expect(next).toBeEnabled()
      await expect(slide(visible)).toBeInViewport({ ratio: 0.9 })
      await expect(slide(visible + 1)).not.toBeInViewport({ ratio: 0.5 })

      for (let i = 1; i < dotCount; i++) await next.click()
      await expect(next).toBeDisabled()
      await expect(prev).toBeEnabled()
      await expect(dots.last()).toHaveAttribute("aria-current", "true")
      await expect(slide(6)).toBeInViewport({ ratio: 0.9 })
      await next.click({ force: true }) // aria-disabled: nothing happens at the end
      await expect(dots.last()).toHaveAttribute("aria-current", "true")

      await dots.first().click()
      await expect(prev).toBeDisabled()
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 })
    })

    test("each card has an initials avatar, name, score, school, review and five stars", async ({ page }) => {
      const { slide } = await openCarousel(page)
      const card = slide(1)
      await expect(card.getByText("MR", { exact: true })).toBeVisible()
      await expect(card.getByText("Maya R.")).toBeVisible()
      await expect(card.getByRole("button", { name: "Score 1180 to 1570" })).toBeVisible()
      await expect(card.getByText("UCLA")).toBeVisible()
      await expect(card.getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeVisible()
      await expect(card.locator("blockquote")).toContainText("two months")
    })
  })
}

test("dots jump straight to their position, and arrow keys move the carousel", async ({ page }) => {
  const { prev, next, dots, slide } = await openCarousel(page)
  await dots.nth(2).click()
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true")
  await expect(slide(3)).toBeInViewport({ ratio: 0.9 })
  await expect(slide(5)).toBeInViewport({ ratio: 0.9 })

  await next.focus()
  await page.keyboard.press("Enter")
  await expect(dots.nth(3)).toHaveAttribute("aria-current", "true")
  await expect(next).toBeFocused() // focus stays even though next is now disabled
  await page.keyboard.press("ArrowLeft")
  await page.keyboard.press("ArrowLeft")
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true")
  await prev.focus()
  await page.keyboard.press("ArrowRight")
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true")
})

test("a score badge explains itself in a tooltip on focus", async ({ page }) => {
  const { slide } = await openCarousel(page)
  await slide(1).getByRole("button", { name: "Score 1180 to 1570" }).focus()
  await expect(page.getByRole("tooltip")).toHaveText("SAT score before and after SAT Cookie")
})
