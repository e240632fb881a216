import type pg from "pg"
import { readAuthConfig, type AuthConfig } from "./config"
import { createAuthContext } from "./context"
import { createRedirectPolicy } from "./redirects"
import { createRouter } from "./router"

/**
 * The subset of the Supabase Auth HTTP API that supabase-js v2 uses, backed
 * by the auth.* tables, with one handler per endpoint in `handlers/`.
 * Redirect targets and the refresh-token reuse interval come from
 * `supabase/config.toml`'s `[auth]` table. Development tooling: never deployed.
 */
export function createAuthService(opts: {
  db: pg.Pool
  /** Public URL of the API origin, e.g. http://127.0.0.1:54321 */
  apiUrl: string
  /** Defaults to supabase/config.toml's [auth] table. */
  config?: AuthConfig
  /**
   * false turns the per-address limits off: test harnesses sign hundreds of
   * students in from 127.0.0.1 (SUPABASE_LOCAL_AUTH_RATE_LIMITS=off does the same).
   */
  rateLimits?: boolean
}) {
  const config = opts.config ?? readAuthConfig()
  const auth = createAuthContext({
    db: opts.db,
    apiUrl: opts.apiUrl,
    redirects: createRedirectPolicy(config),
    refreshTokenReuseInterval: config.refreshTokenReuseInterval,
  })
  const limited = (opts.rateLimits ?? true) && process.env.SUPABASE_LOCAL_AUTH_RATE_LIMITS !== "off"
  return createRouter(auth, limited ? config.rateLimits : null)
}
