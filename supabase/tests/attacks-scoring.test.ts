import { describe, expect, it } from "vitest"
import { sectionEstimate, type AdaptiveTier } from "../../src/features/practice/full-sat/domain/scoring"
import { withDb } from "./helpers"

// Adaptive scoring (issue 8, item 5). Attack: 17/27 in module 1 routes to the
// harder tier, and 50% there used to total less than 16/27 + 90% of the
// easier tier. These run private.section_estimate over the whole grid of a
// section (every m1, m2, both tiers) in one query each.

const query = <T>(sql: string, params: unknown[] = []) =>
  withDb(async (db) => (await db.query(sql, params)).rows as T[])

/** The section grid for modules of n1 and n2 questions: (m1, m2, tier, routed tier, score). */
const grid = (n1: number, n2: number) => `
  with g as (
    select m1, m2, tier, private.adaptive_tier(round(100.0 * m1 / ${n1})::integer) as routed,
           private.section_estimate(m1, ${n1}, m2, ${n2}, tier) as score
    from generate_series(0, ${n1}) m1, generate_series(0, ${n2}) m2,
         unnest(array['easier', 'harder']::public.difficulty_tier[]) tier
  )`

describe.each([
  ["Reading and Writing", 27, 27],
  ["Math", 22, 22],
])("%s (%i + %i questions)", (_, n1, n2) => {
  it("scores the harder route at least as high as the easier one for the same number right", async () => {
    const worse = await query(`${grid(n1, n2)}
      select h.m1, h.m2, h.score, e.m1 as e_m1, e.m2 as e_m2, e.score as e_score
      from g h join g e on h.m1 + h.m2 = e.m1 + e.m2
      where h.tier = 'harder' and e.tier = 'easier' and h.score < e.score limit 5`)
    expect(worse).toEqual([])
  })

  it("never lowers the score for one more right answer, across the tier switch too", async () => {
    const drops = await query(`${grid(n1, n2)}
      select a.m1, a.m2, a.score, b.score as next_score from g a join g b
        on (b.m1 = a.m1 + 1 and b.m2 = a.m2 and a.tier = a.routed and b.tier = b.routed)
        or (b.m1 = a.m1 and b.m2 = a.m2 + 1 and b.tier = a.tier)
      where b.score < a.score limit 5`)
    expect(drops).toEqual([])
  })

  it("agrees with the app's scoring module on every cell", async () => {
    const cells = await query<{ m1: number; m2: number; tier: AdaptiveTier; score: number }>(`${grid(n1, n2)}
      select m1, m2, tier::text as tier, score from g`)
    expect(cells).toHaveLength((n1 + 1) * (n2 + 1) * 2)
    const differ = cells.filter((c) => sectionEstimate(c.m1, n1, c.m2, n2, c.tier) !== c.score)
    expect(differ).toEqual([])
  })

  it("caps the easier route near the real test (650) and reaches 800 only on the harder one", async () => {
    const [top] = await query<{ easier: number; harder: number; floor: number }>(`${grid(n1, n2)}
      select max(score) filter (where tier = 'easier') as easier, max(score) filter (where tier = 'harder') as harder,
             min(score) as floor from g`)
    expect(top).toEqual({ easier: 650, harder: 800, floor: 200 })
  })
})

describe("the reported attack", () => {
  it("no longer pays: a harder route with more right beats the easier one with fewer", async () => {
    const [r] = await query<{
      harder_all: number
      easier_all: number
      harder_half: number
      easier_same_total: number
    }>(`
      select private.section_estimate(17, 27, 27, 27, 'harder') as harder_all,
             private.section_estimate(16, 27, 27, 27, 'easier') as easier_all,
             private.section_estimate(17, 27, 14, 27, 'harder') as harder_half,
             private.section_estimate(16, 27, 15, 27, 'easier') as easier_same_total`)
    expect(r!.harder_all).toBeGreaterThan(r!.easier_all)
    expect(r!.harder_half).toBeGreaterThanOrEqual(r!.easier_same_total)
  })

  it("refuses impossible counts", async () => {
    const error = await query("select private.section_estimate(28, 27, 0, 27, 'easier')").catch(
      (e: { code: string; message: string }) => [e.code, e.message],
    )
    expect(error).toEqual(["22023", "Right answers must be between 0 and the number of questions."])
  })
})
