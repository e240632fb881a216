import { describe, expect, it } from "vitest"
import { entitledStudent, rpc, rpcError, withDb } from "./helpers"

// The seed as the database loads it (seed.sql, then the generated
// seed/questions.sql): three numbered full SATs, only complete ones active.
describe("the full SAT catalogue", () => {
  it("has three numbered full SATs with four modules each; only Practice Test 1 is complete and active", async () => {
    const rows = await withDb(
      async (db) =>
        (
          await db.query(`
            select t.slug, t.title, t.is_active,
              (select count(*)::int from public.test_modules m where m.practice_test_id = t.id) as modules,
              (select count(*)::int from public.questions q where q.practice_test_id = t.id) as questions
            from public.practice_tests t where t.slug like 'full-sat-%' order by t.slug`)
        ).rows,
    )
    expect(rows).toEqual([
      { slug: "full-sat-1", title: "Full SAT Practice Test 1", is_active: true, modules: 4, questions: 3 * (27 + 22) },
      {
        slug: "full-sat-2",
        title: "Full SAT Practice Test 2",
        is_active: false,
        modules: 4,
        questions: expect.any(Number),
      },
      {
        slug: "full-sat-3",
        title: "Full SAT Practice Test 3",
        is_active: false,
        modules: 4,
        questions: expect.any(Number),
      },
    ])
    // An inactive test is one still being written: fewer than its 147 questions.
    for (const r of rows.filter((r) => !r.is_active)) expect(r.questions).toBeLessThan(147)
  })

  it("refuses to start an inactive full SAT, and starts the active one", async () => {
    const s = await entitledStudent("catalogue")
    const ids = await withDb(async (db) =>
      Object.fromEntries(
        (await db.query("select slug, id from public.practice_tests where slug like 'full-sat-%'")).rows.map((r) => [
          r.slug,
          r.id,
        ]),
      ),
    )
    expect((await rpcError(s.client, "start_full_sat", { p_test_id: ids["full-sat-2"] })).message).toBe(
      "Full SAT test not found.",
    )
    expect(await rpc(s.client, "start_full_sat", { p_test_id: ids["full-sat-1"] })).toBeTruthy()
  })
})
