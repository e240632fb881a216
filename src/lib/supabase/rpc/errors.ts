import type { PostgrestError } from "@supabase/supabase-js"

/** The message the rate limiter (SQLSTATE PT429, HTTP 429) answers with. */
export const RATE_LIMIT_MESSAGE = "Too many attempts, try again in a minute"

/**
 * An RPC refused for a reason the student can act on (a bad code, too many
 * attempts). Its message is meant to be shown as is; any other thrown error
 * is a failure of the service.
 */
export class RpcRefusal extends Error {
  readonly kind: "refused" | "rate-limited"
  constructor(message: string, kind: "refused" | "rate-limited" = "refused") {
    super(message)
    this.name = "RpcRefusal"
    this.kind = kind
  }
}

/** PostgREST reports the limiter as status 429 (code PT429); older responses only carry the code. */
export function isRateLimited(error: Pick<PostgrestError, "code">, status?: number) {
  return status === 429 || error.code === "PT429"
}
