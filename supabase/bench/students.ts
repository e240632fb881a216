import { createClient } from "@supabase/supabase-js"
import WebSocket from "ws"

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // supabase-js refuses to start on Node 20 without a WebSocket implementation.
  realtime: { transport: WebSocket as never },
}

/** `count` students created through the admin API, signed in and entitled (DEMO2026); their access tokens. */
export async function createStudents(
  stack: { url: string; anonKey: string; serviceRoleKey: string },
  count: number,
  prefix = "bench",
) {
  const admin = createClient(stack.url, stack.serviceRoleKey, options)
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `${prefix}-${i}@example.com`
      const password = "bench-password"
      const created = await admin.auth.admin.createUser({ email, password, email_confirm: true })
      if (created.error) throw created.error
      const c = createClient(stack.url, stack.anonKey, options)
      const signIn = await c.auth.signInWithPassword({ email, password })
      if (signIn.error) throw signIn.error
      const redeem = await c.rpc("redeem_setup_code", { input_code: "DEMO2026" })
      if (redeem.error || !(redeem.data as { redeemed: boolean }).redeemed) throw new Error("redeem failed")
      return { token: signIn.data.session.access_token, userId: created.data.user.id }
    }),
  )
}
