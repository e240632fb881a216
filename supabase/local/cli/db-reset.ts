import { rm } from "node:fs/promises"
import path from "node:path"
import { startLocalSupabase } from "../index"
import { devDataDir } from "./shared"

// `npm run db:reset`: wipe the dev data folder, re-apply migrations and seed.
await rm(path.dirname(devDataDir), { recursive: true, force: true })
const stack = await startLocalSupabase({
  port: 0,
  dataDir: devDataDir,
  log: (l) => l.startsWith("applied") && console.log(l),
})
await stack.stop()
console.log(
  `Database reset in ${stack.startupMs} ms: migrations and seed applied to ${path.relative(process.cwd(), devDataDir)}.`,
)
