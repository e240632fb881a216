import { DEFAULT_API_PORT, startLocalSupabase } from "../index"
import { assertPortFree } from "../ports"
import { cliArgs, intArg } from "./args"
import { devDataDir, onShutdown, statusLines } from "./shared"

// `npm run stack [--port N] [--fresh] [--hosted-seed]`: the local Supabase alone.
// --hosted-seed (with --fresh) seeds only what a hosted project gets: no demo
// setup codes (docs/deploy.md rehearses a deploy against it).
const args = cliArgs({
  port: { type: "string" },
  fresh: { type: "boolean", default: false },
  "hosted-seed": { type: "boolean", default: false },
})
const port = intArg(args.port, "port", DEFAULT_API_PORT, 0, 65535)
const fresh = args.fresh
const hostedSeed = args["hosted-seed"]
if (hostedSeed && !fresh) {
  console.error("--hosted-seed needs --fresh (a kept database already holds the development seed)")
  process.exit(2)
}
await assertPortFree(port)
const stack = await startLocalSupabase({
  port,
  dataDir: fresh ? undefined : devDataDir,
  seed: hostedSeed ? "hosted" : "dev",
})
onShutdown(stack.stop)
console.log(`Local Supabase started in ${stack.startupMs} ms${fresh ? " (throwaway data)" : ""}.\n`)
console.log(statusLines(stack))
console.log("\nPress Ctrl-C to stop.")
