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
}) {
  const config = opts.config ?? readAuthConfig()
  const auth = createAuthContext({
    db: opts.db,
    apiUrl: opts.apiUrl,
    redirects: createRedirectPolicy(config),
    refreshTokenReuseInterval: config.refreshTokenReuseInterval,
  })
  return createRouter(auth)
}
