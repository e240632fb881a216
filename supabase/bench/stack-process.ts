import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

/**
 * The local stack in a process of its own (`npm run stack -- --fresh`), as
 * in real use: the gateway then has its own event loop instead of sharing
 * the benchmark client's, which would count the client's work as the API's.
 *
 * BENCH_STACK_DIR=<checkout> runs that checkout's stack (its migrations,
 * gateway and auth service) under this benchmark, to measure an older
 * commit (one before a fix) with the same client: `git worktree add
 * ../pre <commit>` and a link to this checkout's node_modules.
 */
export async function startStackProcess(env: Record<string, string>) {
  const root = process.env.BENCH_STACK_DIR
  const cli = root
    ? path.resolve(root, "supabase/local/cli/stack.ts")
    : fileURLToPath(new URL("../local/cli/stack.ts", import.meta.url))
  const child = spawn(process.execPath, ["--import", "tsx", cli, "--fresh", "--port", "0"], {
    cwd: root ? path.resolve(root) : undefined,
    // Hundreds of bench students sign in from 127.0.0.1.
    env: { ...process.env, SUPABASE_LOCAL_AUTH_RATE_LIMITS: "off", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  })
  let out = ""
  const field = (name: string) => new RegExp(`${name}: (\\S+)`).exec(out)?.[1]
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString()
      if (field("service_role key")) resolve()
    })
    child.on("exit", (code) => reject(new Error(`the stack exited (${code}) before it was ready:\n${out}`)))
  })
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()))
  return {
    url: field("API URL")!,
    dbUrl: field("DB URL")!,
    anonKey: field("anon key")!,
    serviceRoleKey: field("service_role key")!,
    stop: async () => {
      child.kill("SIGINT")
      await exited
    },
  }
}
