import { readFile } from "node:fs/promises"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { devSeedFile, hostedSeedFiles, supabaseDir } from "../local/migrate"
import { withDb } from "./helpers"

/**
 * What in a seed file could let somebody into a hosted project: any statement
 * on setup_codes, or a literal shaped like a setup code (4-32 capitals,
 * digits and dashes with at least one letter and one digit, as
 * private.check_setup_code accepts them) such as 'DEMO2026'.
 */
function accessGrantingLines(sql: string) {
  const findings: string[] = []
  sql.split("\n").forEach((line, i) => {
    const code = line.replace(/--.*$/, "")
    if (/setup_codes|student_entitlements/i.test(code)) findings.push(`line ${i + 1}: ${line.trim()}`)
    for (const m of code.matchAll(/'([A-Z0-9][A-Z0-9-]{3,31})'/g))
      if (/[A-Z]/.test(m[1]!) && /[0-9]/.test(m[1]!)) findings.push(`line ${i + 1}: code-like literal '${m[1]}'`)
  })
  return findings
}

describe("seed files", () => {
  it("give a hosted project the catalogue and the question bank but no setup code", async () => {
    const files = await hostedSeedFiles()
    const rel = files.map((f) => path.relative(supabaseDir, f))
    // config.toml's [db.seed] sql_paths, globs expanded: what `supabase db push --include-seed` applies.
    expect(rel).toEqual(["seed.sql", "seed/questions.sql"])
    expect(files).not.toContain(devSeedFile)
    const texts = await Promise.all(files.map((f) => readFile(f, "utf8")))
    expect(texts.join("\n")).toMatch(/insert into public\.practice_tests/)
    expect(texts.join("\n")).toMatch(/insert into public\.questions/)
    for (const [i, text] of texts.entries()) {
      expect(accessGrantingLines(text), `${rel[i]} would reach a hosted project`).toEqual([])
    }
  })

  it("keep the demo codes in the development seed, where the check above finds them", async () => {
    const findings = accessGrantingLines(await readFile(devSeedFile, "utf8"))
    expect(findings.join("\n")).toMatch(/setup_codes/)
    expect(findings.join("\n")).toMatch(/'DEMO2026'/)
  })

  it("still give the local stack the demo codes that e2e and integration tests use", async () => {
    const codes = await withDb(
      async (db) =>
        (await db.query("select code, active from public.setup_codes where note like 'Demo:%' order by code")).rows,
    )
    expect(codes).toEqual([
      { code: "DEMO2026", active: true },
      { code: "EXPIRED2025", active: true },
      { code: "FULL2026", active: true },
      { code: "PAUSED2026", active: false },
    ])
  })
})
