import path from "node:path"
import { supabaseDir } from "../migrate"
import type { LocalSupabase } from "../index"

/** Where `npm run start:local` writes its stack's URLs (the e2e SQL handle reads the DB URL). */
export const startLocalInfoFile = path.join(supabaseDir, ".local-data", "start-local.json")

/** The git-ignored data folder `npm run dev` and `npm run stack` keep between runs. */
export const devDataDir = path.join(supabaseDir, ".local-data", "db")

/** Lines in the shape `supabase status` prints. */
export function statusLines(s: LocalSupabase) {
  return [
    `         API URL: ${s.url}`,
    `          DB URL: ${s.dbUrl}`,
    `        anon key: ${s.anonKey}`,
    `service_role key: ${s.serviceRoleKey}`,
  ].join("\n")
}

/** Stops everything once on Ctrl-C / SIGTERM, so no PostgREST or postgres process is orphaned. */
export function onShutdown(stop: () => Promise<void>) {
  let stopping = false
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping…`)
    stop()
      .catch((e) => console.error(e))
      .finally(() => process.exit(0))
  }
  process.on("SIGINT", handler)
  process.on("SIGTERM", handler)
  process.on("SIGHUP", handler)
}
