import { SignJWT } from "jose"

/**
 * Well-known development secrets of the local stand-in, the same values the
 * Supabase CLI uses for `supabase start`. They are public: never use them for
 * a hosted project.
 */
export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long"
export const jwtKey = new TextEncoder().encode(JWT_SECRET)

// Fixed claims make the keys deterministic, so the SPA's built-in defaults
// (src/config/env.ts) match every fresh local stack.
const DEMO_EXP = 1983812996

async function apiKey(role: "anon" | "service_role") {
  return new SignJWT({ iss: "supabase-demo", role, exp: DEMO_EXP })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(jwtKey)
}

export async function apiKeys() {
  return { anonKey: await apiKey("anon"), serviceRoleKey: await apiKey("service_role") }
}
