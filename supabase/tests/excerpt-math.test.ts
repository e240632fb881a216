import { describe, expect, it } from "vitest"
import { renderMath } from "../questions/html"
import { withDb } from "./helpers"

/** The excerpt the database stores for a question text written as the bank writes it (LaTeX → temml MathML). */
const excerptOf = (source: string) =>
  withDb(
    async (db) =>
      (await db.query("select private.question_excerpt(null, $1) as e", [renderMath(source).html])).rows[0].e as string,
  )

describe("question excerpts keep maths readable", () => {
  it.each([
    ["<p>Which is equivalent to \\(3x^2+5x-x^2+2x\\)?</p>", "Which is equivalent to 3x²+5x−x²+2x?"],
    ["\\(f(t)=640\\left(\\frac{1}{2}\\right)^{t/8}\\)", "f(t)=640(1/2)^(t/8)"],
    ["\\(640\\left(\\frac{1}{2}\\right)^{\\frac{t}{8}}\\)", "640(1/2)^(t/8)"],
    ["\\(\\frac{x+1}{2}=\\frac{3}{4}\\)", "(x+1)/2=3/4"],
    ["\\(x^{-2}\\) and \\(2^{x+1}\\)", "x⁻² and 2ˣ⁺¹"],
    ["\\(a_n = a_{n-1} + 3\\)", "aₙ=aₙ₋₁+3"],
    ["\\(\\sqrt{21}\\) or \\(\\sqrt{x+4}\\)", "√21 or √(x+4)"],
    ["\\(\\frac{1}{x^2}\\) and \\(\\frac{2x}{3}\\)", "1/x² and (2x)/3"],
    ["Segment \\(\\overline{AB}\\)", "Segment A\u0305B\u0305"],
    ["\\(x^{q}\\) and \\(y^{2q}\\)", "x^q and y^(2q)"],
    ["\\(x < 5\\) & y", "x<5 & y"],
    ["\\(x^2\\), then \\(y^3\\)", "x², then y³"],
  ])("%s", async (source, excerpt) => {
    expect((await excerptOf(source)).replace(/\s+/g, " ")).toBe(excerpt)
  })

  it("has rewritten the stored excerpts of the bank (no flattened powers like x2 left)", async () => {
    const rows = await withDb(
      async (db) =>
        (
          await db.query<{ excerpt: string }>(
            "select excerpt from public.questions where question_text like '%<msup><mi>x</mi><mn class=\"tml-sml-pad\">2</mn></msup>%' limit 20",
          )
        ).rows,
    )
    expect(rows.length).toBeGreaterThan(0)
    const cost = await withDb(
      async (db) =>
        (
          await db.query(
            "select count(private.question_excerpt(passage, question_text))::int as n, extract(epoch from clock_timestamp() - now()) as s from public.questions",
          )
        ).rows[0],
    )
    const old = await withDb(
      async (db) =>
        (
          await db.query(
            "select extract(epoch from clock_timestamp() - now()) as s from (select count(left(coalesce(nullif(private.plain_text(question_text), ''), private.plain_text(passage), ''), 150)) from public.questions) q",
          )
        ).rows[0],
    )
    console.info(
      `recomputing ${cost.n} excerpts took ${Number(cost.s).toFixed(2)} s (plain text only: ${Number(old.s).toFixed(2)} s)`,
    )
    for (const { excerpt } of rows) expect(excerpt).toContain("x²")
  })

  it("leaves text without maths as it was, and copes with a huge expression", async () => {
    expect(await excerptOf("<p>The author&#39;s claim, in <em>plain</em> words.</p>")).toBe(
      "The author's claim, in plain words.",
    )
    const long = "\\(" + Array.from({ length: 40 }, (_, i) => `\\frac{${i}}{x^{${i}}}`).join("+") + "\\)"
    expect(await excerptOf(long)).toMatch(/^0\/x⁰\+1\/x¹\+2\/x²\+/)
    // Far past any real question: the rewrite stops at its bound and the excerpt is still text.
    const huge = "\\(" + Array.from({ length: 1500 }, (_, i) => `x^{${i}}`).join("+") + "\\)"
    expect(await excerptOf(huge)).toMatch(/^[^<>]{150}$/)
  })
})
