import { describe, expect, it } from "vitest"
import type pg from "pg"
import { loadIrtLevels } from "../questions/irt-level"
import { loadBank, questionsDir } from "../questions/load"
import { entitledStudent, fixtureTest, withDb } from "./helpers"

// Issue 18 §1: the IRT starting parameters follow the calibrated level
// (public.questions.irt_level, from the anchored blind ratings) when it is
// set and the writer's label (difficulty_level) when not; a change of either
// re-syncs level-based parameters and their curves; fitted ones stay.

const params = async (db: pg.Client, id: string) =>
  (
    await db.query<{ a: number; b: number; c: number; source: string; lp: number }>(
      `select p.a, p.b, p.c, p.source, c.lp from private.item_parameters p
       join private.item_curves c on c.question_id = p.question_id and c.k = 30
       where p.question_id = $1`,
      [id],
    )
  ).rows[0]!

/** The documented mapping (docs/scoring.md): b = -2.4 + 0.625 (level - 1), a = 1 + 0.075 (level - 1). */
const bOf = (level: number) => -2.4 + 0.625 * (level - 1)
const aOf = (level: number) => 1 + 0.075 * (level - 1)
/** ln P(right) at theta = 0 (quadrature point k = 30), 3PL with c = 0.25. */
const lpAt0 = (level: number) => Math.log(0.25 + 0.75 / (1 + Math.exp(1.7 * aOf(level) * bOf(level))))

describe("irt_level", () => {
  it("sets b when given, falls back to the label when not, and re-syncs on every change", async () => {
    const { questionIds } = await fixtureTest([
      { type: "math", key: "A", level: 5 },
      { type: "math", key: "A", level: 5 },
    ])
    const [labelOnly, calibrated] = questionIds as [string, string]
    await withDb(async (db) => {
      // No irt_level: the label's parameters, as before.
      expect(await params(db, labelOnly)).toMatchObject({ source: "level", c: 0.25 })
      expect((await params(db, labelOnly)).b).toBeCloseTo(bOf(5))

      // Setting irt_level moves a, b and the curve the scoring sums.
      await db.query("update public.questions set irt_level = 9 where id = $1", [calibrated])
      let p = await params(db, calibrated)
      expect(p.b).toBeCloseTo(bOf(9))
      expect(p.a).toBeCloseTo(aOf(9))
      expect(p.lp).toBeCloseTo(lpAt0(9))

      // The label no longer decides once irt_level is set ...
      await db.query("update public.questions set difficulty_level = 2 where id = $1", [calibrated])
      expect((await params(db, calibrated)).b).toBeCloseTo(bOf(9))
      // ... another calibration does, and clearing it falls back to the label.
      await db.query("update public.questions set irt_level = 3 where id = $1", [calibrated])
      expect((await params(db, calibrated)).b).toBeCloseTo(bOf(3))
      await db.query("update public.questions set irt_level = null where id = $1", [calibrated])
      p = await params(db, calibrated)
      expect(p.b).toBeCloseTo(bOf(2))
      expect(p.lp).toBeCloseTo(lpAt0(2))

      // The other item was never touched.
      expect((await params(db, labelOnly)).b).toBeCloseTo(bOf(5))
    })
  })

  it("applies on insert and leaves fitted parameters alone", async () => {
    const { questionIds } = await fixtureTest([{ type: "math", key: "A", level: 8 }])
    const id = questionIds[0]!
    await withDb(async (db) => {
      // An insert that carries irt_level (as the seed does) starts from it.
      const r = await db.query<{ id: string }>(
        `insert into public.questions (external_id, section, question_type, format, domain, topic, difficulty_level,
           irt_level, difficulty_tier, question_text, options)
         select external_id || '-copy', section, question_type, format, domain, topic, difficulty_level, 4,
           difficulty_tier, question_text, options from public.questions where id = $1 returning id`,
        [id],
      )
      expect((await params(db, r.rows[0]!.id)).b).toBeCloseTo(bOf(4))

      await db.query("update private.item_parameters set source = 'fitted', b = 0.42 where question_id = $1", [id])
      await db.query("update public.questions set irt_level = 1 where id = $1", [id])
      expect(await params(db, id)).toMatchObject({ source: "fitted", b: 0.42 })
    })
  })

  it("refuses a level outside 1-9 and changes nothing", async () => {
    const { questionIds } = await fixtureTest([{ type: "math", key: "A", level: 6 }])
    const id = questionIds[0]!
    await withDb(async (db) => {
      await expect(db.query("update public.questions set irt_level = 10 where id = $1", [id])).rejects.toThrow(
        /questions_irt_level_range/,
      )
      await expect(db.query("update public.questions set irt_level = 0 where id = $1", [id])).rejects.toThrow(
        /questions_irt_level_range/,
      )
      const q = await db.query("select irt_level from public.questions where id = $1", [id])
      expect(q.rows[0].irt_level).toBeNull()
      expect((await params(db, id)).b).toBeCloseTo(bOf(6))
    })
  })

  it("is seeded for the bank from the calibrated ratings, and the seeded parameters come from it", async () => {
    const { questions } = await loadBank()
    const { levels } = await loadIrtLevels(questions, questionsDir)
    await withDb(async (db) => {
      const r = await db.query<{ external_id: string; label: number; irt_level: number | null; off: boolean }>(
        `select q.external_id, q.difficulty_level as label, q.irt_level,
                abs(p.b - l.b) > 1e-9 or abs(p.a - l.a) > 1e-9 as off
         from public.questions q
         join private.item_parameters p on p.question_id = q.id and p.source = 'level'
         cross join lateral private.level_item_parameters(coalesce(q.irt_level, q.difficulty_level), q.format) l
         where q.external_id = any ($1)`,
        [questions.map((q) => q.id)],
      )
      expect(r.rows.length).toBe(questions.length)
      const wrong = r.rows.filter((x) => x.irt_level !== levels.get(x.external_id) || x.off)
      expect(wrong.map((x) => `${x.external_id}: ${x.irt_level} (expected ${levels.get(x.external_id)})`)).toEqual([])
      // Since round 3e the stored level is the calibrated one (npm run questions:relevel): the level a
      // student sees and the scoring's start agree for every rated item.
      expect(r.rows.filter((x) => x.irt_level !== x.label).map((x) => x.external_id)).toEqual([])
    })
  })

  it("is not readable through the API", async () => {
    await withDb(async (db) => {
      const r = await db.query<{ role: string; can: boolean }>(
        `select r as role, has_column_privilege(r, 'public.questions', 'irt_level', 'select') as can
         from unnest(array['anon', 'authenticated']) r`,
      )
      expect(r.rows).toEqual([
        { role: "anon", can: false },
        { role: "authenticated", can: false },
      ])
    })
    const s = await entitledStudent("irt-level")
    const read = await s.client.from("questions").select("irt_level").limit(1)
    expect(read.data ?? []).toEqual([])
    expect(read.error).not.toBeNull()
  })
})
