import { readFileSync } from "node:fs"
import path from "node:path"
import { parseTomlTable } from "./toml"

/** The settings of `supabase/config.toml`'s `[auth]` table the local service honours. */
export type AuthConfig = {
  siteUrl: string
  additionalRedirectUrls: string[]
  /** Seconds in which a just-rotated refresh token may be presented again. */
  refreshTokenReuseInterval: number
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
  return {
    siteUrl,
    additionalRedirectUrls: (urls as string[]).map(substituteEnv),
    refreshTokenReuseInterval: reuse,
  }
}

export function readAuthConfig(file = CONFIG_TOML): AuthConfig {
  return authConfigFromToml(readFileSync(file, "utf8"))
}
