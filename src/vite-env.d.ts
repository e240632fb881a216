/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  readonly VITE_CHECKOUT_URL?: string
  readonly VITE_MEMBERSHIP_URL?: string
  readonly VITE_COMMUNITY_URL?: string
  readonly VITE_SUPPORT_EMAIL?: string
  readonly VITE_SITE_URL?: string
}
