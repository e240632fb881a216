import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "./local-supabase"

/**
 * Supabase connection for the practice app. Without VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY the app talks to the local stand-in on its default
 * port; set both when building for a hosted project.
 */
export const env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
} as const
