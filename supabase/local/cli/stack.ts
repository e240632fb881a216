import { DEFAULT_API_PORT, startLocalSupabase } from "../index"
import { assertPortFree } from "../ports"
import { cliArgs, intArg } from "./args"
import { devDataDir, onShutdown, statusLines } from "./shared"

// `npm run stack [--port N] [--fresh]`: the local Supabase alone.
const args = cliArgs({ port: { type: "string" }, fresh: { type: "boolean", default: false } })
const port = intArg(args.port, "port", DEFAULT_API_PORT, 0, 65535)
const fresh = args.fresh
await assertPortFree(port)
const stack = await startLocalSupabase({ port, dataDir: fresh ? undefined : devDataDir })
onShutdown(stack.stop)
console.log(`Local Supabase started in ${stack.startupMs} ms${fresh ? " (throwaway data)" : ""}.\n`)
console.log(statusLines(stack))
console.log("\nPress Ctrl-C to stop.")
