import type { Page, Route } from "@playwright/test"
import { expectAccessible } from "./a11y"
import { GALLERY, withGallery } from "./content-gallery"
import { completeSectionTest, expect as baseExpect, rpcAs, test } from "./fixtures"

// Loads on a machine shared with other work can take longer than the default 5 s; nothing here races a clock.
const expect = baseExpect.configure({ timeout: 20_000 })

/*
 * One question renderer: the content gallery (every figure kind, a table,
 * MathML fractions, powers, roots, subscripts and overlines, one passage,
 * two texts, a poem, notes) drawn in each place questions appear (section
 * runner, full-SAT module runner, results review, review question), checked
 * by computed style there, and screenshotted with SHOTS=dir.
 */

const SHOTS = process.env.SHOTS

const ALL: [number, boolean][] = [
  [1280, false],
  [1280, true],
  [375, false],
  [375, true],
]

/** With SHOTS=dir, full-page PNGs (by default 1280 light and 375 dark: 32 gallery screens stay quick). */
async function shoot(
  page: Page,
  name: string,
  views: [number, boolean][] = [
    [1280, false],
    [375, true],
  ],
) {
  if (!SHOTS) return
  for (const [width, dark] of views) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark)
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${dark ? "dark" : "light"}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.evaluate(() => document.documentElement.classList.remove("dark"))
}

type Drawn = {
  cells: { border: number; style: string; alpha: number; padding: number }[]
  gaps: number[]
  scripts: number[]
  fractions: number[]
  overlines: number[]
  figures: number[]
  bullets: string[]
  breaks: number
}

/** How the visible question content is drawn: computed styles and boxes, from the browser itself. */
function drawn(page: Page, card?: number): Promise<Drawn> {
  return page.evaluate((n) => {
    // On the results page, only the content of the card headed "Question n".
    const within = (el: Element) =>
      n === undefined || el.closest("article")?.querySelector("h3")?.textContent?.trim() === `Question ${n}`
    const roots = [...document.querySelectorAll<HTMLElement>(".question-html")].filter(
      (r) => r.offsetParent !== null && within(r),
    )
    const all = <T extends Element>(sel: string) => roots.flatMap((r) => [...r.querySelectorAll<T>(sel)])
    const px = (v: string) => parseFloat(v) || 0
    const alphaOf = (c: string) => {
      const m = c.match(/rgba?\(([^)]+)\)/)
      if (!m) return 1
      const parts = m[1]!.split(/[ ,/]+/).filter(Boolean)
      return parts.length > 3 ? Number(parts[3]) : 1
    }
    const cells = all<HTMLElement>("td, th").map((c) => {
      const s = getComputedStyle(c)
      return {
        border: px(s.borderTopWidth),
        style: s.borderTopStyle,
        alpha: alphaOf(s.borderTopColor),
        padding: Math.min(px(s.paddingLeft), px(s.paddingRight)),
      }
    })
    // The space between the text of neighbouring cells in a row ("39" and "24" must not run together).
    const textBox = (el: Element) => {
      const r = document.createRange()
      r.selectNodeContents(el)
      return r.getBoundingClientRect()
    }
    const gaps = all<HTMLTableRowElement>("tr").flatMap((row) => {
      const cs = [...row.cells]
      return cs.slice(1).map((c, i) => textBox(c).left - textBox(cs[i]!).right)
    })
    const size = (el: Element) => px(getComputedStyle(el).fontSize)
    // Against the construct's own size: a fraction inside an exponent is at the exponent's size.
    const scripts = all("msup, msub").map((s) => size(s.children[1]!) / size(s))
    const fractions = all("mfrac").map((f) => size(f.children[0]!) / size(f))
    const overlines = all("menclose").map((m) => px(getComputedStyle(m).borderTopWidth))
    const figures = all<SVGSVGElement>("svg[role=img]").map((s) => s.getBoundingClientRect().width)
    const bullets = all("ul").map((u) => getComputedStyle(u).listStyleType)
    return { cells, gaps, scripts, fractions, overlines, figures, bullets, breaks: all("br").length }
  }, card)
}

/** The checks each gallery item must pass wherever it is drawn. */
async function expectDrawnWell(page: Page, item: string, where: string, card?: number) {
  const d = await drawn(page, card)
  const at = `${item} in ${where}`
  if (item === "table") {
    expect(d.cells.length, at).toBeGreaterThanOrEqual(4)
    for (const c of d.cells) {
      expect(c.border, at).toBeGreaterThanOrEqual(1)
      expect(c.style, at).toBe("solid")
      expect(c.alpha, at).toBeGreaterThan(0.2)
      expect(c.padding, at).toBeGreaterThanOrEqual(8)
    }
    for (const g of d.gaps) expect(g, at).toBeGreaterThanOrEqual(16)
  }
  if (item === "inline-math") {
    expect(d.scripts.length, at).toBeGreaterThanOrEqual(4)
    // Exponents and subscripts at least ~0.8 of the maths around them; fraction parts at body size.
    for (const r of d.scripts) expect(r, at).toBeGreaterThanOrEqual(0.79)
    for (const r of d.fractions) expect(r, at).toBeGreaterThanOrEqual(0.99)
    // The segment's bar (a results card may hold more in the question's own explanation).
    expect(d.overlines.length, at).toBeGreaterThanOrEqual(1)
    for (const w of d.overlines) expect(w, at).toBeGreaterThan(0)
  }
  if (["graphs", "charts", "scatter-and-lines"].includes(item)) {
    expect(d.figures.length, at).toBe(2)
    for (const w of d.figures) expect(w, at).toBeGreaterThan(250)
  }
  if (item === "notes") expect(d.bullets, at).toEqual(["disc"])
  if (item === "poem" || item === "two-texts") expect(d.breaks, at).toBeGreaterThanOrEqual(1)
}

/** Serves an RPC's real answer with the gallery put in. */
async function galleryRoute(page: Page, rpc: string, pick?: () => number) {
  await page.route(`**/rest/v1/rpc/${rpc}*`, async (route: Route) => {
    const response = await route.fetch()
    const body = await response.json()
    const i = pick?.()
    await route.fulfill({ response, json: withGallery(body, i === undefined ? undefined : GALLERY[i]) })
  })
}

test("the content gallery is drawn the same in the section runner and the full-SAT module runner", async ({ page }) => {
  test.setTimeout(900_000)
  await galleryRoute(page, "get_session_questions")

  await page.goto("/practice/test/math")
  await page.getByRole("button", { name: "Start New Test" }).click()
  for (const [i, item] of GALLERY.entries()) {
    // The header's position (the screen reader's live region says it too, hidden).
    const position = page.getByText(`Question ${i + 1} of 20`, { exact: true })
    await expect(position.and(page.locator(":not([data-testid=position-announcement])"))).toBeVisible()
    await expectDrawnWell(page, item.name, "the section runner")
    await shoot(page, `gallery-section-${item.name}`)
    if (i === 0) await expectAccessible(page)
    const radios = page.getByRole("radio")
    if ((await radios.count()) > 0) await radios.first().click()
    else await page.getByLabel("Your answer").fill("1")
    await page.getByRole("button", { name: "Next" }).click()
  }

  await page.goto("/practice/full-sat")
  await page.getByRole("link", { name: "Open Full SAT Practice Test 1" }).click()
  await page.getByRole("button", { name: "Start", exact: true }).click()
  for (const [i, item] of GALLERY.entries()) {
    await expect(page.getByRole("button", { name: new RegExp(`^Question ${i + 1} of 27`) })).toBeVisible()
    await expectDrawnWell(page, item.name, "the full-SAT module runner")
    await shoot(page, `gallery-full-sat-${item.name}`)
    if (i === 0) await expectAccessible(page)
    await page.getByRole("button", { name: "Next" }).click()
  }
})

test("the content gallery is drawn the same in the results review and a review question", async ({ page, student }) => {
  test.setTimeout(900_000)
  const result = (await completeSectionTest(student!, "math-section-1", "A")) as {
    session_id: string
    questions: { question_id: string }[]
  }
  await galleryRoute(page, "get_session_result")
  await page.goto(`/practice/test/math/results/${result.session_id}`)
  await expect(page.getByRole("heading", { name: "Question review" })).toBeVisible()
  await page.locator("details").evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)))
  for (const i of GALLERY.keys())
    await expect(page.getByRole("article", { name: `Question ${i + 1}`, exact: true })).toBeVisible()
  // Every item is on the page at once: each is checked within its own card.
  for (const [i, item] of GALLERY.entries()) await expectDrawnWell(page, item.name, "the results review", i + 1)
  await expectAccessible(page)
  await shoot(page, "gallery-results", ALL)

  let current = 0
  await galleryRoute(page, "get_review_question", () => current)
  const id = result.questions[0]!.question_id
  for (const [i, item] of GALLERY.entries()) {
    current = i
    await page.goto(`/practice/review/question/${id}`)
    await expect(page.getByRole("heading", { name: /^Question \d+$/ }).first()).toBeVisible()
    await expectDrawnWell(page, item.name, "a review question")
    await shoot(page, `gallery-review-${item.name}`)
    if (i === 0) await expectAccessible(page)
  }
})

test("a full-SAT data table reads correctly: cells apart, borders drawn", async ({ page, student }) => {
  test.setTimeout(120_000)
  // Module 1 (Reading and Writing) submitted blank: module 2 is the easier tier, whose pool holds a data table.
  const rpc = rpcAs(student!)
  const tests = (await rpc("list_practice_tests", {})) as { id: string; slug: string }[]
  const testId = tests.find((t) => t.slug === "full-sat-1")!.id
  const state = await rpc("start_full_sat", { p_test_id: testId })
  const module1 = await rpc("start_module", { p_full_sat_session_id: state.session.id, p_module_order: 1 })
  await rpc("complete_module", { p_session_id: module1.id ?? module1.session_id })

  await page.goto(`/practice/full-sat/${testId}/run`)
  // Between modules Bluebook's "Up next" screen waits for the student.
  await expect(page.getByText("Up next", { exact: true })).toBeVisible()
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("heading", { name: "Section 1, Module 2: Reading and Writing" })).toBeVisible()
  const table = page.locator("[data-passage] table")
  for (let n = 1; n <= 27 && (await table.count()) === 0; n++) {
    await expect(page.getByRole("button", { name: new RegExp(`^Question ${n} of 27`) })).toBeVisible()
    if ((await table.count()) === 0) await page.getByRole("button", { name: "Next" }).click()
  }
  await expect(table).toBeVisible()
  await expectDrawnWell(page, "table", "a real full-SAT passage")
  await shoot(page, "full-sat-data-table", ALL)
})
