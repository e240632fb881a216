import { readFile } from "node:fs/promises"
import { describe, expect, it } from "vitest"
import { freshAddress, signedInStudentAt } from "./client-address"
import { fixtureFullSat, fixtureTest, rpc, withDb, listTests } from "./helpers"

const template = (name: string) => readFile(new URL(`../templates/${name}`, import.meta.url), "utf8")
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
const SYMBOL = `[${ALPHABET}]`

/** The issue template for `prefix` and `count` codes, as an instructor would edit it. */
async function issueTemplate(prefix: string, count: number) {
  return (await template("issue-setup-codes.sql"))
    .replace("'SPRING27'", `'${prefix}'`)
    .replace(":= 30;", `:= ${count};`)
}

const codesLike = (prefix: string) =>
  withDb(
    async (db) =>
      (
        await db.query(
          "select code, max_uses, expires_at, note from public.setup_codes where code like $1 order by code",
          [`${prefix}-%`],
        )
      ).rows as { code: string; max_uses: number; expires_at: Date; note: string }[],
  )

type Redemption = { redeemed: boolean; error: string | null }

describe("instructor templates", () => {
  it("the issue-codes template issues working codes, and the usage query reports them", async () => {
    await withDb(async (db) => db.query(await issueTemplate("TPL", 5)))
    const codes = await codesLike("TPL")
    expect(codes).toHaveLength(5)
    for (const c of codes) {
      expect(c.code).toMatch(new RegExp(`^TPL-${SYMBOL}{5}-${SYMBOL}{5}$`))
      expect(c.max_uses).toBe(1)
      expect(c.expires_at.toISOString()).toBe("2027-06-30T23:59:59.000Z")
    }
    const student = await signedInStudentAt(freshAddress())
    const r = await rpc<Redemption>(student.client, "redeem_setup_code", { input_code: codes[0]!.code.toLowerCase() })
    expect(r.redeemed).toBe(true)
    const usage = await withDb(async (db) => (await db.query(await template("setup-code-usage.sql"))).rows)
    const used = usage.find((u) => u.code === codes[0]!.code)
    expect(used).toMatchObject({ uses: 1, status: "used up", students: "1" })
    expect(usage.find((u) => u.code === "PAUSED2026")?.status).toBe("deactivated")
    expect(usage.find((u) => u.code === "EXPIRED2025")?.status).toBe("expired")
  })

  it("draws codes from gen_random_bytes: 50 bits, every symbol equally likely, not reproducible by seeding random()", async () => {
    // The attack on the old codes: random() can be seeded (or its state
    // recovered), and then the codes follow. Seed it the same way twice.
    const seeded = () =>
      withDb(async (db) => {
        await db.query("select setseed(0.42)")
        return (await db.query("select private.new_setup_code('SEED') as code from generate_series(1, 5)")).rows.map(
          (r) => r.code as string,
        )
      })
    const [first, second] = [await seeded(), await seeded()]
    expect(first.filter((c) => second.includes(c))).toEqual([])
    // 1,000 codes: all distinct, and each of the 10 positions uses all 32 symbols
    // (a position with fewer would carry fewer than 5 bits).
    await withDb(async (db) => db.query(await issueTemplate("ENTROPY", 1000)))
    const codes = (await codesLike("ENTROPY")).map((c) => c.code.replace("ENTROPY-", "").replace("-", ""))
    expect(new Set(codes).size).toBe(1000)
    for (let pos = 0; pos < 10; pos++) expect(new Set(codes.map((c) => c[pos])).size, `position ${pos}`).toBe(32)
    // Every code stays within the table's code format.
    expect(codes.every((c) => c.length === 10)).toBe(true)
  })

  it("refuses a prefix that would break the code format", async () => {
    await expect(withDb(async (db) => db.query(await issueTemplate("this-is-not-a-prefix", 1)))).rejects.toThrow(
      /prefix is 2 to 20 capital letters or digits/,
    )
  })

  it("the revoke template ends a class's access and leaves other classes alone", async () => {
    const note = `REVOKE${Date.now().toString(36).toUpperCase()}`
    const other = `KEEP${Date.now().toString(36).toUpperCase()}`
    await withDb(async (db) => {
      await db.query(await issueTemplate(note, 2))
      await db.query(await issueTemplate(other, 1))
    })
    const [a1, a2] = await codesLike(note)
    const [b1] = await codesLike(other)
    const redeemWith = async (code: string) => {
      const s = await signedInStudentAt(freshAddress())
      expect((await rpc<Redemption>(s.client, "redeem_setup_code", { input_code: code })).redeemed).toBe(true)
      return s
    }
    const [alice, amir, bea] = [await redeemWith(a1!.code), await redeemWith(a2!.code), await redeemWith(b1!.code)]
    const quiz = await fixtureTest([{ type: "math", key: "A" }])
    const session = await rpc<{ id: string }>(alice.client, "start_test_session", { p_test_id: quiz.testId })
    const sql = (await template("revoke-class-access.sql"))
      .replace("array['SPRING27-ABCDE-FGHJK']", `array['${a1!.code.toLowerCase()}']`)
      .replace("class_note constant text := null", `class_note constant text := '${note} class codes'`)
    const notices: string[] = []
    await withDb(async (db) => {
      db.on("notice", (n) => notices.push(n.message ?? ""))
      await db.query(sql)
    })
    expect(notices).toEqual(["Deactivated 2 setup code(s); 2 student(s) lost access."])
    for (const revoked of [alice, amir]) {
      expect((await revoked.client.from("student_entitlements").select("*")).data).toEqual([])
      expect((await revoked.client.rpc("list_practice_tests")).error?.code).toBe("42501")
      const start = await revoked.client.rpc("start_test_session", { p_test_id: crypto.randomUUID() })
      expect(start.error?.code).toBe("42501")
    }
    // The codes cannot be redeemed again.
    const again = await rpc<Redemption>(alice.client, "redeem_setup_code", { input_code: a1!.code })
    expect(again).toMatchObject({
      redeemed: false,
      error: "This setup code has been deactivated. Ask your instructor for a new one.",
    })
    // Another class keeps practising.
    expect((await bea.client.from("student_entitlements").select("*")).data).toHaveLength(1)
    expect((await listTests(bea.client)).length).toBeGreaterThan(0)
    // Nothing of the revoked students' work is deleted.
    const kept = await withDb((db) => db.query("select 1 from public.user_sessions where id = $1", [session.id]))
    expect(kept.rowCount).toBe(1)
  })

  it("the revoke template refuses to run when nothing matches", async () => {
    const sql = (await template("revoke-class-access.sql")).replace(
      "array['SPRING27-ABCDE-FGHJK']",
      "array['NO-SUCH-CODE']",
    )
    await expect(withDb((db) => db.query(sql))).rejects.toThrow(/nothing was revoked/)
  })

  it("the class-report template lists a class's students with first-attempt full SATs, prediction, tests and activity", async () => {
    const prefix = `RPT${Date.now().toString(36).toUpperCase()}`
    const other = `NOTRPT${Date.now().toString(36).toUpperCase()}`
    await withDb(async (db) => {
      await db.query(await issueTemplate(prefix, 2))
      await db.query(await issueTemplate(other, 1))
    })
    const [c1, c2] = await codesLike(prefix)
    const [o1] = await codesLike(other)
    const redeemWith = async (code: string) => {
      const s = await signedInStudentAt(freshAddress())
      expect((await rpc<Redemption>(s.client, "redeem_setup_code", { input_code: code })).redeemed).toBe(true)
      return s
    }
    const [ada, ben, outsider] = [await redeemWith(c1!.code), await redeemWith(c2!.code), await redeemWith(o1!.code)]

    // Ada: a full SAT (every key A: all right on the first attempt, then a retake all wrong) and a
    // 20-question section test in each section, so the predictor has enough.
    const sat = await fixtureFullSat()
    const takeSat = async (answer: string) => {
      const start = await rpc<{ session: { id: string } }>(ada.client, "start_full_sat", { p_test_id: sat.testId })
      for (const order of [1, 2, 3, 4]) {
        if (order === 3) await rpc(ada.client, "end_break", { p_full_sat_session_id: start.session.id })
        const m = await rpc<{ id: string }>(ada.client, "start_module", {
          p_full_sat_session_id: start.session.id,
          p_module_order: order,
        })
        const rows = await rpc<{ question_id: string }[]>(ada.client, "get_session_questions", { p_session_id: m.id })
        for (const r of rows)
          await rpc(ada.client, "save_answer", { p_session_id: m.id, p_question_id: r.question_id, p_answer: answer })
        await rpc(ada.client, "complete_module", { p_session_id: m.id })
      }
    }
    await takeSat("A")
    await takeSat("B")
    for (const type of ["math", "reading"] as const) {
      const t = await fixtureTest(Array.from({ length: 20 }, () => ({ type, key: "A" })))
      await withDb((db) => db.query("update public.practice_tests set test_type = $2 where id = $1", [t.testId, type]))
      const sess = await rpc<{ id: string }>(ada.client, "start_test_session", { p_test_id: t.testId })
      const rows = await rpc<{ question_id: string }[]>(ada.client, "get_session_questions", { p_session_id: sess.id })
      for (const r of rows.slice(0, 12))
        await rpc(ada.client, "save_answer", { p_session_id: sess.id, p_question_id: r.question_id, p_answer: "A" })
      await rpc(ada.client, "submit_session", { p_session_id: sess.id })
    }
    // The outsider (another class) practises too: never in this class's report.
    const quiz = await fixtureTest([{ type: "math", key: "A" }])
    const q = await rpc<{ id: string }>(outsider.client, "start_test_session", { p_test_id: quiz.testId })
    await rpc(outsider.client, "submit_session", { p_session_id: q.id })

    const sql = (await template("class-report.sql")).replace(
      "array['SPRING27-ABCDE-FGHJK']",
      `array['${c1!.code.toLowerCase()}', '${c2!.code}']`,
    )
    const rows = await withDb(async (db) => (await db.query(sql)).rows)
    expect(rows.map((r) => r.student).sort()).toEqual([ada.email, ben.email].sort())
    const a = rows.find((r) => r.student === ada.email)!
    const firstSat = await withDb(
      async (db) =>
        (
          await db.query(
            "select total_score, total_low, total_high from public.full_sat_sessions where user_id = $1 and not is_retake",
            [ada.user.id],
          )
        ).rows[0],
    )
    // The first attempt only (the retake's keys had been seen), with its band.
    expect(a.full_sats).toMatch(
      new RegExp(
        `^${firstSat.total_score} \\(likely ${firstSat.total_low}-${firstSat.total_high}\\) on \\d{4}-\\d{2}-\\d{2}$`,
      ),
    )
    expect(a.latest_full_sat).toBe(firstSat.total_score)
    expect(a.best_full_sat).toBe(firstSat.total_score)
    const prediction = await rpc<{ total: { score: number; low: number; high: number } }>(
      ada.client,
      "get_score_prediction",
    )
    expect(a).toMatchObject({
      code: c1!.code,
      predicted_score: prediction.total.score,
      predicted_low: prediction.total.low,
      predicted_high: prediction.total.high,
      prediction_note: "from 54 questions in 3 tests",
      tests_taken: "4",
      practice_sets: "0",
    })
    expect(a.last_activity).toBeInstanceOf(Date)
    const b = rows.find((r) => r.student === ben.email)!
    expect(b).toMatchObject({
      code: c2!.code,
      full_sats: null,
      predicted_score: null,
      prediction_note: "not enough yet: 0 of 20 Reading and Writing and 0 of 20 Math questions",
      tests_taken: "0",
      last_activity: null,
    })
  })
})
