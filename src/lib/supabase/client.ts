import { createClient } from "@supabase/supabase-js"
import { env } from "@/config/env"
import type { Database } from "./database.types"

/**
 * The one Supabase client of the app. PKCE is the flow hosted Supabase
 * recommends for SPAs: the OAuth redirect comes back with `?code=`, which
 * the client exchanges for a session on load.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    flowType: "pkce",
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
})

export type SupabaseClient = typeof supabase
