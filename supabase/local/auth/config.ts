import { readFileSync } from "node:fs"
import path from "node:path"
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limit"
import { parseTomlTable } from "./toml"

/** The settings of `supabase/config.toml`'s `[auth]` table the local service honours. */
export type AuthConfig = {
  siteUrl: string
  additionalRedirectUrls: string[]
  /** Seconds in which a just-rotated refresh token may be presented again. */
  refreshTokenReuseInterval: number
  /** `[auth.rate_limit]`: requests per 5 minutes per client address. */
  rateLimits: RateLimits
}

export const CONFIG_TOML = path.resolve(import.meta.dirname, "../../config.toml")

/** `env(NAME)` values are read from the environment, as the Supabase CLI does. */
function substituteEnv(value: string) {
  const m = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value)
  return m ? (process.env[m[1]!] ?? "") : value
}

export function authConfigFromToml(text: string): AuthConfig {
  const auth = parseTomlTable(text, "auth")
  const siteUrl = typeof auth.site_url === "string" ? substituteEnv(auth.site_url) : ""
  if (!siteUrl) throw new Error("config.toml: [auth] site_url is required")
  const urls = auth.additional_redirect_urls ?? []
  if (!Array.isArray(urls) || !urls.every((u) => typeof u === "string"))
    throw new Error("config.toml: [auth] additional_redirect_urls must be an array of strings")
  const reuse = auth.refresh_token_reuse_interval ?? 10
  if (typeof reuse !== "number" || reuse < 0)
    throw new Error("config.toml: [auth] refresh_token_reuse_interval must be a number of seconds")
  const rateTable = parseTomlTable(text, "auth.rate_limit")
  const rateLimits = { ...DEFAULT_RATE_LIMITS }
  for (const key of Object.keys(rateLimits) as (keyof RateLimits)[]) {
    const v = rateTable[key]
    if (v === undefined) continue
    if (typeof v !== "number" || !Number.isInteger(v) || v <= 0)
      throw new Error(`config.toml: [auth.rate_limit] ${key} must be a positive whole number`)
    rateLimits[key] = v
  }
  return {
    rateLimits,
    siteUrl,
    additionalRedirectUrls: (urls as string[]).map(substituteEnv),
    refreshTokenReuseInterval: reuse,
  }
}

export function readAuthConfig(file = CONFIG_TOML): AuthConfig {
  return authConfigFromToml(readFileSync(file, "utf8"))
}
