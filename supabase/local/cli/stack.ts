import { DEFAULT_API_PORT, startLocalSupabase } from "../index"
import { assertPortFree } from "../ports"
import { devDataDir, onShutdown, portArg, statusLines } from "./shared"

// `npm run stack [--port N] [--fresh]`: the local Supabase alone.
const port = portArg(DEFAULT_API_PORT)
const fresh = process.argv.includes("--fresh")
await assertPortFree(port)
const stack = await startLocalSupabase({ port, dataDir: fresh ? undefined : devDataDir })
onShutdown(stack.stop)
console.log(`Local Supabase started in ${stack.startupMs} ms${fresh ? " (throwaway data)" : ""}.\n`)
console.log(statusLines(stack))
console.log("\nPress Ctrl-C to stop.")
