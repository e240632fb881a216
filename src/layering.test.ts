// @vitest-environment node
import { ESLint } from "eslint"
import { existsSync } from "node:fs"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"

/*
 * Lints planted source through the project's own eslint.config.js and checks
 * that each layering rule reports the import (and that legal imports pass), so
 * a rule that stops firing, or a resolver that stops resolving, fails here.
 */
const root = path.resolve(import.meta.dirname, "..")
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") })
const layeringRules = new Set(["import-x/no-restricted-paths", "no-restricted-imports"])

// A real practice file outside the public folders, which other practice areas must not reach
// (the app's routes may). Nothing is written into src/: a planted file there could be left
// behind by a killed run, and would race a second run of the suite in the same clone.
const privateFile = "src/features/practice/full-sat/paths.ts"
beforeAll(async () => {
  expect(existsSync(path.join(root, privateFile)), `${privateFile} moved: pick another non-public file`).toBe(true)
  // Loading the config, its plugins and the resolver takes seconds on a busy machine: do it once, here.
  await layeringErrors("src/lib/warm-up.ts", "react")
}, 60_000)

async function layeringErrors(file: string, specifier: string) {
  const code = `import * as planted from "${specifier}"\nexport { planted }\n`
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((m) => m.ruleId && layeringRules.has(m.ruleId)).map((m) => m.message)
}

// [importing file, import specifier]
const forbidden: [string, string][] = [
  // shared -> features -> app
  ["src/components/ui/planted.tsx", "@/features/marketing/components/home/hero"],
  ["src/components/ui/planted.tsx", "../../features/practice/auth/hooks/use-auth"],
  ["src/lib/planted.ts", "@/app/routes"],
  ["src/config/planted.ts", "@/features/marketing/content/faq"],
  ["src/features/marketing/hooks/planted.ts", "@/app/not-found"],
  // features do not import each other
  ["src/features/practice/auth/hooks/planted.ts", "@/features/marketing/content/faq"],
  ["src/features/marketing/components/home/planted.tsx", "@/features/practice/auth/hooks/use-auth"],
  // practice areas reach each other only through api/components/hooks/domain
  ["src/features/practice/auth/hooks/planted.ts", "@/features/practice/full-sat/paths"],
  // marketing stays free of the practice stack, however the path is spelt
  ["src/features/marketing/components/home/planted.tsx", "../../../../lib/supabase/client"],
  ["src/features/marketing/components/home/planted.tsx", "@/lib/supabase/client"],
  ["src/features/marketing/components/home/planted.tsx", "@supabase/supabase-js"],
  ["src/features/marketing/components/home/planted.tsx", "@tanstack/react-query"],
  ["src/features/marketing/components/home/planted.tsx", "@/lib/react-query"],
  ["src/features/marketing/components/home/planted.tsx", "react-router-dom"],
  ["src/app/routes/marketing/planted.tsx", "../../../lib/react-query"],
  // domain modules are framework-free
  ["src/features/practice/session/domain/planted.ts", "react"],
  ["src/features/practice/session/domain/planted.ts", "react-dom"],
  ["src/features/practice/session/domain/planted.ts", "@tanstack/react-query"],
  ["src/features/practice/session/domain/planted.ts", "@supabase/supabase-js"],
  ["src/features/practice/session/domain/planted.ts", "@/lib/supabase/client"],
  ["src/features/practice/session/domain/planted.ts", "../../../../lib/supabase/auth"],
  ["src/features/practice/session/domain/planted.ts", "@/features/practice/auth/hooks/use-auth"],
  // only src/lib and features' api/ and hooks/ use the Supabase data layer
  ["src/components/ui/planted.tsx", "@/lib/supabase/client"],
  ["src/features/practice/auth/components/planted.tsx", "@/lib/supabase/auth"],
  ["src/features/practice/auth/components/planted.tsx", "../../../../lib/supabase/client"],
  ["src/features/practice/auth/planted.ts", "@/lib/supabase/auth"],
  ["src/app/routes/practice/planted.tsx", "@/lib/supabase/auth"],
  ["src/features/practice/auth/api/planted.ts", "@supabase/supabase-js"],
  // the app never ships the local stand-in
  ["src/lib/planted.ts", "../../supabase/local/index"],
  ["src/app/planted.tsx", "../../supabase/local/cli/stack"],
  // tests follow the same layering, except that they may stub the data layer
  ["src/features/practice/auth/components/planted.test.tsx", "@/features/marketing/content/faq"],
  ["src/features/practice/session/domain/planted.test.ts", "react"],
]

const allowed: [string, string][] = [
  ["src/app/routes/practice/planted.tsx", "@/features/practice/auth/components/access-screen"],
  ["src/app/routes/marketing/planted.tsx", "@/features/marketing/components/home/hero"],
  ["src/features/marketing/components/home/planted.tsx", "@/lib/routing/link"],
  ["src/features/marketing/components/home/planted.tsx", "@/components/ui/tooltip"],
  ["src/features/practice/auth/components/planted.tsx", "@/features/practice/session/domain/spr"],
  ["src/features/practice/auth/components/planted.tsx", "../api/access"],
  ["src/features/practice/auth/hooks/planted.ts", "@/lib/supabase/auth"],
  ["src/features/practice/auth/api/planted.ts", "../../../../lib/supabase/auth"],
  ["src/features/practice/session/domain/planted.ts", "./spr"],
  ["src/features/practice/session/hooks/planted.ts", "@tanstack/react-query"],
  ["src/features/practice/full-sat/planted.ts", "./paths"],
  ["src/lib/routing/planted.ts", "react"],
  ["src/lib/supabase/planted.ts", "@supabase/supabase-js"],
  ["src/features/practice/auth/components/planted.test.tsx", "@/lib/supabase/auth"],
]

describe("import layering (eslint.config.js)", () => {
  it.each(forbidden)("%s may not import %s", async (file, specifier) => {
    expect(await layeringErrors(file, specifier)).not.toEqual([])
  })

  it.each(allowed)("%s may import %s", async (file, specifier) => {
    expect(await layeringErrors(file, specifier)).toEqual([])
  })
})
