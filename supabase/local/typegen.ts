import { generateTypescript, introspect } from "@supabase/postgrest-typegen"
import path from "node:path"
import pg from "pg"
import { format } from "prettier"
import { supabaseDir } from "./migrate"

export const typesFile = path.resolve(supabaseDir, "../src/lib/supabase/database.types.ts")

/**
 * `supabase gen types typescript --local`, offline: introspect the public
 * schema with the engine behind the CLI and format the output with the
 * project's Prettier settings.
 */
export async function generateTypes(dbUrl: string) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 })
  try {
    const meta = await introspect(pool, { includedSchemas: ["public"] })
    const code = await generateTypescript(meta, {
      postgrestVersion: "12",
      format: async (src) => src,
    })
    return format(code, { parser: "typescript", semi: false, printWidth: 120, trailingComma: "all" })
  } finally {
    await pool.end()
  }
}
