import { AuthClient } from "@supabase/auth-js"
import { PostgrestClient } from "@supabase/postgrest-js"
import { env } from "@/config/env"
import type { Database } from "./database.types"

/**
 * The one Supabase client of the app: Supabase Auth and PostgREST, composed
 * as supabase-js's createClient composes them. The app uses neither Realtime,
 * Storage nor Edge Functions, and createClient builds all three in its
 * constructor, so they could not be tree-shaken: about 20 KiB gzip that every
 * practice page fetched before its first paint (measured in
 * e2e/audit/load-budget.spec.ts). The storage key, headers and token handling
 * are supabase-js's own, so a session stored by either client is read by the
 * other.
 *
 * PKCE is the flow hosted Supabase recommends for SPAs: the OAuth redirect
 * comes back with `?code=`, which the client exchanges for a session on load.
 */
function leanClient(url: string, anonKey: string) {
  const base = new URL(url.endsWith("/") ? url : `${url}/`)
  const headers = { "X-Client-Info": "supabase-js-web/2.109.0" }
  const auth = new AuthClient({
    url: new URL("auth/v1", base).href,
    headers: { ...headers, Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    // supabase-js's default key: `sb-<first label of the host>-auth-token`.
    storageKey: `sb-${base.hostname.split(".")[0]}-auth-token`,
    flowType: "pkce",
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  })
  /** Every API call carries the anon key and the student's access token (the anon key when signed out). */
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession()
    const h = new Headers(init?.headers)
    if (!h.has("apikey")) h.set("apikey", anonKey)
    if (!h.has("Authorization")) h.set("Authorization", `Bearer ${data.session?.access_token ?? anonKey}`)
    return fetch(input, { ...init, headers: h })
  }
  const rest = new PostgrestClient<Database>(new URL("rest/v1", base).href, { headers, fetch: fetchWithAuth })
  return {
    auth,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
  }
}

export const supabase = leanClient(env.supabaseUrl, env.supabaseAnonKey)

export type SupabaseClient = typeof supabase
