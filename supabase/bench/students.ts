import { createClient } from "@supabase/supabase-js"
import WebSocket from "ws"
import { authPost, restClient } from "./http"

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // supabase-js refuses to start on Node 20 without a WebSocket implementation.
  realtime: { transport: WebSocket as never },
}

/** How many students are set up at once: 200 at once on a loaded machine had sign-ins cut off mid-request. */
const AT_ONCE = 40

/**
 * Student i's own loopback address (127.1.x.y): with the auth service's
 * per-address limits on, each student signs in as a client of its own, as
 * students of different homes would.
 */
export const studentAddress = (i: number) => `127.1.${(i >> 8) & 255}.${(i & 255) + 1}`

/**
 * `count` students created through the admin API, signed in and entitled
 * (DEMO2026); their access tokens. `ownAddresses` signs each in from its own
 * loopback address (studentAddress), for stacks with the auth limits on.
 */
export async function createStudents(
  stack: { url: string; anonKey: string; serviceRoleKey: string },
  count: number,
  prefix = "bench",
  ownAddresses = false,
) {
  const admin = createClient(stack.url, stack.serviceRoleKey, options)
  const auth = authPost(stack.url, stack.anonKey)
  const rest = restClient(stack.url, stack.anonKey)
  const one = async (i: number) => {
    const email = `${prefix}-${i}@example.com`
    const password = "bench-password"
    const created = await admin.auth.admin.createUser({ email, password, email_confirm: true })
    if (created.error) throw created.error
    // Signed in through node:http (kept-alive, from the student's own address
    // when asked): supabase-js's fetch had 40 parallel sign-ins cut off
    // ("other side closed") on reused sockets under load.
    const signIn = await auth(
      "token?grant_type=password",
      { email, password },
      ownAddresses ? studentAddress(i) : "127.0.0.1",
    )
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.body}`)
    const token = (JSON.parse(signIn.body) as { access_token: string }).access_token
    const redeem = await rest(token, "rpc/redeem_setup_code", { method: "POST", body: { input_code: "DEMO2026" } })
    if (redeem.status !== 200 || !(JSON.parse(redeem.body) as { redeemed: boolean }).redeemed)
      throw new Error(`redeem failed: ${redeem.status} ${redeem.body}`)
    return { token, userId: created.data.user.id }
  }
  const students: Awaited<ReturnType<typeof one>>[] = []
  for (let i = 0; i < count; i += AT_ONCE)
    students.push(...(await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - i) }, (_, j) => one(i + j)))))
  return students
}
