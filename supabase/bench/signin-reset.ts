/**
 * Reproduces (or not) resets of parallel supabase-js password sign-ins on
 * kept-alive sockets: starts a stack (STACK_ROOT's supabase/local, default
 * this clone's), creates the students, then runs rounds of SIZES parallel
 * signInWithPassword calls with pauses of PAUSES seconds between rounds,
 * counting each failure by kind (the fetch error's cause code).
 *
 *   npx tsx supabase/bench/signin-reset.ts            # this clone's stack
 *   STACK_ROOT=/work/pre npx tsx supabase/bench/signin-reset.ts
 *   SIZES=40,80 ROUNDS=20 PAUSES=0,1,2,3,4,5,6 BUSY_MS=0 IN_PROCESS=0 ...
 */
import path from "node:path"
import { pathToFileURL } from "node:url"
import { createClient } from "@supabase/supabase-js"
import WebSocket from "ws"
import { startStackProcess } from "./stack-process"

type Stack = { url: string; anonKey: string; serviceRoleKey: string; stop: () => Promise<void> }

const root = process.env.STACK_ROOT ?? path.resolve(import.meta.dirname, "../..")
const sizes = (process.env.SIZES ?? "40,80,200").split(",").map(Number)
const rounds = Number(process.env.ROUNDS ?? 20)
const pauses = (process.env.PAUSES ?? "0,1,2,3,4,5,6").split(",").map(Number)
const busyMs = Number(process.env.BUSY_MS ?? 0)
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as never },
}

/** What a failed fetch died of: the innermost cause's code, or its message. */
function kindOf(e: unknown): string {
  let c: unknown = e
  const seen: string[] = []
  while (c && typeof c === "object") {
    const o = c as { code?: unknown; message?: unknown; cause?: unknown }
    seen.push(typeof o.code === "string" ? o.code : String(o.message))
    c = o.cause
  }
  return seen.slice(1).join(" < ") || seen.join("")
}

const failures = new Map<string, number>()
const note = (kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1)
/** The global fetch, recording why a request failed before supabase-js wraps the error. */
const recordingFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init)
  } catch (e) {
    note(`fetch: ${kindOf(e)}`)
    throw e
  }
}

/**
 * The stack in a process of its own (as the bench and the integration
 * suite's global setup give it: the client's event loop is not the
 * server's), or IN_PROCESS=1 in this one.
 */
async function startStack(): Promise<Stack> {
  if (process.env.IN_PROCESS !== "1") {
    process.env.BENCH_STACK_DIR = root
    return startStackProcess({})
  }
  const mod = (await import(pathToFileURL(path.join(root, "supabase/local/index.ts")).href)) as {
    startLocalSupabase: (o: Record<string, unknown>) => Promise<Stack>
  }
  return mod.startLocalSupabase({ port: 0, authRateLimits: false })
}

async function main() {
  const stack = await startStack()
  console.log(`stack ${root} at ${stack.url} (${process.env.IN_PROCESS === "1" ? "this process" : "its own process"})`)
  try {
    const admin = createClient(stack.url, stack.serviceRoleKey, options)
    const max = Math.max(...sizes)
    const emails = Array.from({ length: max }, (_, i) => `reset-${i}@example.com`)
    for (let i = 0; i < max; i += 20)
      await Promise.all(
        emails.slice(i, i + 20).map(async (email) => {
          const r = await admin.auth.admin.createUser({ email, password: "reset-password", email_confirm: true })
          if (r.error) throw r.error
        }),
      )
    for (const size of sizes) {
      failures.clear()
      let ok = 0
      let failed = 0
      const t0 = Date.now()
      for (let round = 0; round < rounds; round++) {
        const pause = pauses[round % pauses.length]!
        await new Promise((r) => setTimeout(r, pause * 1000))
        // BUSY_MS: the client's event loop held up right before the round (a
        // loaded client: GC, CPU taken by the stack on 2 cores), so its
        // keep-alive timers run late while the server's run on time.
        if (busyMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, busyMs)
        const results = await Promise.all(
          emails.slice(0, size).map(async (email) => {
            const c = createClient(stack.url, stack.anonKey, { ...options, global: { fetch: recordingFetch } })
            const r = await c.auth.signInWithPassword({ email, password: "reset-password" })
            if (r.error) note(`error: ${r.error.status ?? ""} ${r.error.message}`)
            return !r.error
          }),
        )
        const bad = results.filter((x) => !x).length
        ok += size - bad
        failed += bad
        if (bad) console.log(`  size ${size} round ${round} (after ${pause} s): ${bad} failed`)
      }
      console.log(
        `size ${size}: ${rounds} rounds, ${ok} ok, ${failed} failed, ${((Date.now() - t0) / 1000).toFixed(0)} s`,
        Object.fromEntries(failures),
      )
    }
  } finally {
    await stack.stop()
  }
}

await main()
