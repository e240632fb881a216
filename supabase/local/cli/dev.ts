import { createServer } from "vite"
import { DEFAULT_API_PORT, startLocalSupabase, type LocalSupabase } from "../index"
import { assertPortFree } from "../ports"
import { devDataDir, onShutdown, statusLines } from "./shared"

// `npm run dev`: Vite on 5173 plus the local stack, unless VITE_SUPABASE_URL
// points the app at another backend.
let stack: LocalSupabase | null = null
if (!process.env.VITE_SUPABASE_URL) {
  await assertPortFree(DEFAULT_API_PORT)
  stack = await startLocalSupabase({ port: DEFAULT_API_PORT, dataDir: devDataDir })
  process.env.VITE_SUPABASE_URL = stack.url
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey
  console.log(`Local Supabase started in ${stack.startupMs} ms.\n${statusLines(stack)}\n`)
} else {
  console.log(`Using Supabase at ${process.env.VITE_SUPABASE_URL}`)
}
const vite = await createServer({ server: { port: 5173, strictPort: true } })
await vite.listen()
vite.printUrls()
onShutdown(async () => {
  await vite.close()
  await stack?.stop()
})
