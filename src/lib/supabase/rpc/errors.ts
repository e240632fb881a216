import type { PostgrestError } from "@supabase/supabase-js"

/**
 * The one error type the data modules throw: the server's message (written
 * for students), its SQLSTATE / PostgREST code and the HTTP status (0 when
 * the request never reached the server).
 */
export class DataError extends Error {
  readonly code: string
  readonly status: number
  constructor(message: string, code: string, status: number) {
    super(message)
    this.name = "DataError"
    this.code = code
    this.status = status
  }
}

type Response<T> = { data: T | null; error: { message: string; code?: string } | null; status: number }

/** What a student sees when the database gave up on a statement (it was too busy). */
export const SERVER_BUSY_MESSAGE = "The server is busy, try again"

/**
 * A statement timeout: SQLSTATE 57014, which the local gateway answers as
 * HTTP 503 and hosted PostgREST as 500 with the code. Postgres's own text
 * ("canceling statement due to statement timeout") means nothing to a student.
 */
export function isServerBusy(error: { code?: string } | null) {
  return error?.code === "57014"
}

/** The data of a supabase-js response, or a DataError (a busy server gets SERVER_BUSY_MESSAGE). */
export function unwrap<T>(res: Response<T>): T {
  if (res.error) {
    const busy = isServerBusy(res.error)
    throw new DataError(busy ? SERVER_BUSY_MESSAGE : res.error.message, res.error.code ?? "", res.status)
  }
  return res.data as T
}

/**
 * Worth trying again: the network failed, the server was busy or broke.
 * A refusal (4xx: bad input, not found, time is up) will not change on retry.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof DataError)) return true
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500
}

/** The server refused a change because the test's time (plus grace) is over. */
export function isTimeUp(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("Time is up")
}

export function isNotFound(error: unknown): boolean {
  return error instanceof DataError && (error.status === 404 || error.code === "P0002" || error.code === "PT404")
}

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
