import { describe, expect, it } from "vitest"
import { freshAddress, sameStudentAt, signedInStudentAt } from "./client-address"
import { listTests, rpc, withDb } from "./helpers"

type Redemption = { redeemed: boolean; code_id: string | null; already_entitled: boolean; error: string | null }

/** A one-seat code of its own, so no other test's redemptions move its count. */
async function oneSeatCode(tag: string) {
  const code = `${tag}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
  const id = await withDb(
    async (db) =>
      (await db.query("insert into public.setup_codes (code, max_uses) values ($1, 1) returning id", [code])).rows[0]
        .id as string,
  )
  return { code, id }
}

const uses = (id: string) =>
  withDb(
    async (db) => (await db.query("select uses from public.setup_codes where id = $1", [id])).rows[0].uses as number,
  )

/*
 * A returning student (signed out, or on a new browser) signs in again. The
 * app no longer asks them for the code, but an old tab or a student who types
 * it anyway redeems again: that must never take a second seat of any code.
 */
describe("a returning student's access", () => {
  it("needs no code after signing in again: the entitlement is the account's", async () => {
    const seat = await oneSeatCode("BACK")
    const s = await signedInStudentAt(freshAddress(), "returning")
    await rpc<Redemption>(s.client, "redeem_setup_code", { input_code: seat.code })
    await s.client.auth.signOut()

    const again = await sameStudentAt(freshAddress(), s)
    expect((await again.from("student_entitlements").select("setup_code_id")).data).toEqual([
      { setup_code_id: seat.id },
    ])
    expect((await listTests(again)).length).toBeGreaterThan(0)
  })

  it("never uses a code's capacity twice: the same code again, by text, from a new sign-in", async () => {
    const seat = await oneSeatCode("ONCE")
    const s = await signedInStudentAt(freshAddress(), "returning")
    const first = await rpc<Redemption>(s.client, "redeem_setup_code", { input_code: seat.code })
    expect(first).toMatchObject({ redeemed: true, already_entitled: false })
    expect(await uses(seat.id)).toBe(1)

    // The code is full now; its own student still gets in, and the count stays.
    const again = await sameStudentAt(freshAddress(), s)
    const byText = await rpc<Redemption>(again, "redeem_setup_code", { input_code: seat.code.toLowerCase() })
    expect(byText).toEqual({ redeemed: true, code_id: seat.id, already_entitled: true, error: null })
    // Redeeming by id is not for students at all (the app redeems by text).
    expect((await again.rpc("increment_setup_code_usage", { code_id: seat.id })).error?.code).toBe("42501")
    // Concurrent replays from two tabs take no seat either.
    await Promise.all([1, 2, 3].map(() => rpc(again, "redeem_setup_code", { input_code: seat.code })))
    expect(await uses(seat.id)).toBe(1)
  })

  it("takes no seat of another code either: a student is bound to one code", async () => {
    const mine = await oneSeatCode("MINE")
    const other = await oneSeatCode("OTHER")
    const s = await signedInStudentAt(freshAddress(), "returning")
    await rpc(s.client, "redeem_setup_code", { input_code: mine.code })
    const r = await rpc<Redemption>(s.client, "redeem_setup_code", { input_code: other.code })
    expect(r).toMatchObject({ redeemed: true, code_id: mine.id, already_entitled: true })
    expect(await uses(other.id)).toBe(0)
    // The other code's one seat is still there for the student it was meant for.
    const newcomer = await signedInStudentAt(freshAddress(), "newcomer")
    expect(await rpc<Redemption>(newcomer.client, "redeem_setup_code", { input_code: other.code })).toMatchObject({
      redeemed: true,
      already_entitled: false,
    })
    expect(await uses(other.id)).toBe(1)
  })
})
