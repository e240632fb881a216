import { existsSync } from "node:fs"
import { mkdir, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { build, preview } from "vite"
import { LOCAL_SUPABASE_URL } from "../../../src/config/local-supabase"
import { startLocalSupabase } from "../index"
import { assertPortFree } from "../ports"
import { onShutdown, startLocalInfoFile, statusLines } from "./shared"

// `npm run start:local`: the production build on 4173 against a fresh,
// throwaway local stack (e2e tests and audits use it). Builds first when
// dist/ is missing.
const root = path.resolve(import.meta.dirname, "../../..")
const apiUrl = process.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL
const apiPort = Number(new URL(apiUrl).port)

if (!existsSync(path.join(root, "dist", "index.html"))) await build({ root, logLevel: "warn" })
await assertPortFree(apiPort)
// E2E tests and audits sign many students in from one address: no per-address auth limits.
const stack = await startLocalSupabase({ port: apiPort, authRateLimits: false })
const server = await preview({ root, preview: { port: 4173, strictPort: true, host: "127.0.0.1" } })
// E2E journeys check what the screens show against SQL: they find the throwaway database here.
await mkdir(path.dirname(startLocalInfoFile), { recursive: true })
await writeFile(startLocalInfoFile, JSON.stringify({ apiUrl: stack.url, dbUrl: stack.dbUrl, pid: process.pid }))
onShutdown(async () => {
  await rm(startLocalInfoFile, { force: true })
  await new Promise<void>((r) => server.httpServer.close(() => r()))
  await stack.stop()
})
console.log(`Local Supabase (throwaway) started in ${stack.startupMs} ms.\n${statusLines(stack)}`)
server.printUrls()
