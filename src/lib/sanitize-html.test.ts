// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest"
import { loadBank, type LoadedQuestion } from "../../supabase/questions/load"
import { sanitizeHtml } from "./sanitize-html"

let bank: LoadedQuestion[] = []
// Reading the whole bank takes seconds on a loaded machine (it timed out at the default 10 s).
beforeAll(async () => {
  bank = (await loadBank()).questions
}, 60_000)

const find = (pred: (html: string) => boolean) => {
  const q = bank.find((x) => pred(x.question_text + (x.passage ?? "")))
  if (!q) throw new Error("no such question in the bank")
  return q.question_text + (q.passage ?? "")
}

function parse(html: string) {
  const div = document.createElement("div")
  div.innerHTML = sanitizeHtml(html)
  return div
}

describe("sanitizeHtml on real questions from the bank", () => {
  it("keeps MathML", () => {
    const html = find((h) => h.includes("<math"))
    const div = parse(html)
    expect(div.querySelector("math")).not.toBeNull()
    expect(div.querySelectorAll("mi, mn, mo").length).toBeGreaterThan(0)
  })

  it("keeps SVG figures with their role and text alternative", () => {
    const div = parse(find((h) => h.includes("<svg")))
    const svg = div.querySelector("svg")!
    expect(svg.getAttribute("role")).toBe("img")
    expect(svg.getAttribute("aria-label")?.length).toBeGreaterThan(10)
    expect(svg.querySelectorAll("line, path, polyline, rect, circle, text").length).toBeGreaterThan(0)
  })

  it("keeps tables with their caption", () => {
    const div = parse(find((h) => h.includes("<table")))
    expect(div.querySelector("table caption")?.textContent).toBeTruthy()
    expect(div.querySelectorAll("td, th").length).toBeGreaterThan(1)
  })

  it("changes nothing a student reads in a plain question", () => {
    const html = find((h) => !/[<&]/.test(h))
    expect(parse(html).textContent).toBe(html)
  })
})

describe("sanitizeHtml against injected markup", () => {
  it.each([
    ['<p>x</p><img src=x onerror="alert(1)">', "onerror"],
    ["<script>alert(1)</script><p>x</p>", "<script"],
    ['<a href="javascript:alert(1)">x</a>', "javascript:"],
    ['<svg role="img" aria-label="f"><foreignObject><p>x</p></foreignObject></svg>', "foreignobject"],
    ['<math><mi onclick="alert(1)">x</mi></math>', "onclick"],
  ])("%s loses %s", (html, bad) => {
    expect(sanitizeHtml(html).toLowerCase()).not.toContain(bad.toLowerCase())
  })
})
