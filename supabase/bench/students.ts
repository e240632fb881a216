import { createClient } from "@supabase/supabase-js"
import WebSocket from "ws"

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // supabase-js refuses to start on Node 20 without a WebSocket implementation.
  realtime: { transport: WebSocket as never },
}

/** How many students are set up at once: 200 at once on a loaded machine had sign-ins cut off mid-request. */
const AT_ONCE = 40

/** `count` students created through the admin API, signed in and entitled (DEMO2026); their access tokens. */
export async function createStudents(
  stack: { url: string; anonKey: string; serviceRoleKey: string },
  count: number,
  prefix = "bench",
) {
  const admin = createClient(stack.url, stack.serviceRoleKey, options)
  const one = async (i: number) => {
    const email = `${prefix}-${i}@example.com`
    const password = "bench-password"
    const created = await admin.auth.admin.createUser({ email, password, email_confirm: true })
    if (created.error) throw created.error
    const c = createClient(stack.url, stack.anonKey, options)
    const signIn = await c.auth.signInWithPassword({ email, password })
    if (signIn.error) throw signIn.error
    const redeem = await c.rpc("redeem_setup_code", { input_code: "DEMO2026" })
    if (redeem.error || !(redeem.data as { redeemed: boolean }).redeemed)
      throw new Error(`redeem failed: ${redeem.error?.message ?? JSON.stringify(redeem.data)}`)
    return { token: signIn.data.session.access_token, userId: created.data.user.id }
  }
  const students: Awaited<ReturnType<typeof one>>[] = []
  for (let i = 0; i < count; i += AT_ONCE)
    students.push(...(await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - i) }, (_, j) => one(i + j)))))
  return students
}
