import { describe, expect, it } from "vitest"
import { entitledStudent, newClient, rpc, rpcError, signedInStudent, withDb } from "./helpers"

type Validation = { valid: boolean; code_id: string | null; error: string | null }

describe("validate_setup_code (anon, before sign-in)", () => {
  const anon = newClient()
  it.each([
    ["DEMO2026", true, null],
    ["  demo2026 ", true, null],
    ["", false, "Please enter a setup code"],
    ["   ", false, "Please enter a setup code"],
    ["ab", false, "Setup codes are 4 to 32 letters, numbers or dashes. Check the code and try again."],
    ["DEMO 2026!", false, "Setup codes are 4 to 32 letters, numbers or dashes. Check the code and try again."],
    ["NOPE-1234", false, "This setup code does not exist. Check it with your instructor."],
    ["EXPIRED2025", false, "This setup code has expired. Ask your instructor for a new one."],
    ["PAUSED2026", false, "This setup code has been deactivated. Ask your instructor for a new one."],
    ["FULL2026", false, "This setup code has already been used the maximum number of times."],
  ])("%j gives valid=%s", async (code, valid, error) => {
    const r = await rpc<Validation>(anon, "validate_setup_code", { input_code: code })
    expect(r.valid).toBe(valid)
    expect(r.error).toBe(error)
    expect(r.code_id === null).toBe(!valid)
  })

  it("gives anon nothing else: no codes, no tests, no redemption", async () => {
    expect((await anon.from("setup_codes").select("*")).error).not.toBeNull()
    expect((await anon.from("practice_tests").select("*")).data ?? []).toEqual([])
    expect((await anon.from("questions").select("*")).data ?? []).toEqual([])
    const redeem = await rpcError(anon, "redeem_setup_code", { input_code: "DEMO2026" })
    expect(redeem.code).toBe("42501")
  })
})

describe("redeeming a code", () => {
  const uses = (code: string) =>
    withDb(
      async (db) =>
        (await db.query("select uses from public.setup_codes where code = $1", [code])).rows[0].uses as number,
    )

  it("binds the student, counts one use once, and unlocks practice data", async () => {
    const s = await signedInStudent()
    expect((await s.client.from("practice_tests").select("id")).data).toEqual([])
    expect((await rpcError(s.client, "start_test_session", { p_test_id: crypto.randomUUID() })).message).toBe(
      "Redeem a setup code from your instructor to use practice tests.",
    )
    const before = await uses("DEMO2026")
    const first = await rpc<{ redeemed: boolean; already_entitled: boolean }>(s.client, "redeem_setup_code", {
      input_code: " demo2026",
    })
    expect(first).toMatchObject({ redeemed: true, already_entitled: false })
    const again = await rpc<{ already_entitled: boolean; code_id: string }>(s.client, "redeem_setup_code", {
      input_code: "DEMO2026",
    })
    expect(again.already_entitled).toBe(true)
    await rpc(s.client, "increment_setup_code_usage", { code_id: again.code_id })
    expect(await uses("DEMO2026")).toBe(before + 1)
    const tests = (await s.client.from("practice_tests").select("slug")).data!.map((t) => t.slug)
    expect(tests).toEqual(
      expect.arrayContaining(["full-sat-1", "math-section-1", "reading-section-1", "writing-section-1"]),
    )
    expect(await rpc<boolean>(s.client, "is_entitled")).toBe(true)
  })

  it.each([
    ["EXPIRED2025", "This setup code has expired. Ask your instructor for a new one."],
    ["PAUSED2026", "This setup code has been deactivated. Ask your instructor for a new one."],
    ["FULL2026", "This setup code has already been used the maximum number of times."],
    ["", "Please enter a setup code"],
  ])("refuses %j with a clear message and changes nothing", async (code, message) => {
    const s = await signedInStudent()
    const before = await uses("FULL2026")
    const error = await rpcError(s.client, "redeem_setup_code", { input_code: code })
    expect(error.message).toBe(message)
    expect(await uses("FULL2026")).toBe(before)
    expect((await s.client.from("student_entitlements").select("*")).data).toEqual([])
  })

  it("never lets concurrent redemptions exceed max_uses", async () => {
    const code = `RACE-${Date.now().toString(36).toUpperCase()}`
    await withDb((db) => db.query("insert into public.setup_codes (code, max_uses) values ($1, 3)", [code]))
    const students = await Promise.all(Array.from({ length: 6 }, () => signedInStudent("race")))
    const results = await Promise.all(students.map((s) => s.client.rpc("redeem_setup_code", { input_code: code })))
    expect(results.filter((r) => !r.error)).toHaveLength(3)
    expect(await uses(code)).toBe(3)
  })

  it("shows a student only their own entitlement", async () => {
    const a = await entitledStudent()
    await entitledStudent()
    const rows = (await a.client.from("student_entitlements").select("user_id")).data!
    expect(rows).toEqual([{ user_id: a.user.id }])
  })
})
