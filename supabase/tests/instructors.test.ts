import { readFile } from "node:fs/promises"
import { describe, expect, it } from "vitest"
import { rpc, signedInStudent, withDb } from "./helpers"

const template = (name: string) => readFile(new URL(`../templates/${name}`, import.meta.url), "utf8")

describe("instructor templates", () => {
  it("the issue-codes template issues working codes, and the usage query reports them", async () => {
    const sql = (await template("issue-setup-codes.sql")).replace("'SPRING27'", "'TPL'").replace(":= 30;", ":= 5;")
    await withDb((db) => db.query(sql))
    const codes = await withDb(
      async (db) =>
        (await db.query("select code, max_uses, expires_at from public.setup_codes where code like 'TPL-%'")).rows,
    )
    expect(codes).toHaveLength(5)
    for (const c of codes) {
      expect(c.code).toMatch(/^TPL-[A-HJ-NP-Z2-9]{6}$/)
      expect(c.max_uses).toBe(1)
      expect(c.expires_at.toISOString()).toBe("2027-06-30T23:59:59.000Z")
    }
    const student = await signedInStudent()
    await rpc(student.client, "redeem_setup_code", { input_code: codes[0].code.toLowerCase() })
    const usage = await withDb(async (db) => (await db.query(await template("setup-code-usage.sql"))).rows)
    const used = usage.find((u) => u.code === codes[0].code)
    expect(used).toMatchObject({ uses: 1, status: "used up", students: "1" })
    expect(usage.find((u) => u.code === "PAUSED2026")?.status).toBe("deactivated")
    expect(usage.find((u) => u.code === "EXPIRED2025")?.status).toBe("expired")
  })
})
