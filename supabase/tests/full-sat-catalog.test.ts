import { describe, expect, it } from "vitest"
import { entitledStudent, fixtureFullSat, rpc, rpcError, withDb } from "./helpers"

// The seed as the database loads it (seed.sql, then the generated
// seed/questions.sql): six numbered full SATs, only complete ones active.
// Tests 1-3 are complete; the inactive case uses a fixture SAT.
describe("the full SAT catalogue", () => {
  it("has six numbered full SATs with four modules each, active exactly when complete (tests 1-3 are)", async () => {
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
    const complete = 3 * (27 + 22)
    expect(rows.map((r) => r.slug)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `full-sat-${n}`))
    for (const [i, row] of rows.entries()) {
      expect(row.title).toBe(`Full SAT Practice Test ${i + 1}`)
      expect(row.modules).toBe(4)
      expect(row.questions).toBeLessThanOrEqual(complete)
      expect(row.is_active).toBe(row.questions === complete)
    }
    expect(rows.slice(0, 3).map((r) => r.questions)).toEqual([complete, complete, complete])
  })

  it("refuses to start an inactive full SAT, and starts an active one", async () => {
    const s = await entitledStudent("catalogue")
    const { testId } = await fixtureFullSat()
    await withDb((db) => db.query("update public.practice_tests set is_active = false where id = $1", [testId]))
    expect((await rpcError(s.client, "start_full_sat", { p_test_id: testId })).message).toBe("Full SAT test not found.")
    const id3 = await withDb(
      async (db) => (await db.query("select id from public.practice_tests where slug = 'full-sat-3'")).rows[0].id,
    )
    expect(await rpc(s.client, "start_full_sat", { p_test_id: id3 })).toBeTruthy()
  })
})
