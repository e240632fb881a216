import { writeFile } from "node:fs/promises"
import path from "node:path"
import { startLocalSupabase } from "../index"
import { generateTypes, typesFile } from "../typegen"

// `npm run db:types`: regenerate src/lib/supabase/database.types.ts from a
// fresh local database with every migration applied.
const stack = await startLocalSupabase({ port: 0 })
try {
  await writeFile(typesFile, await generateTypes(stack.dbUrl))
  console.log(`Wrote ${path.relative(process.cwd(), typesFile)}`)
} finally {
  await stack.stop()
}
