import type { IncomingMessage, ServerResponse } from "node:http"

/** An error in the shape Supabase Auth (GoTrue) returns. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const API_VERSION = "2024-01-01"

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", "X-Supabase-Api-Version": API_VERSION, ...headers })
  res.end(body === undefined ? "" : JSON.stringify(body))
}

/**
 * Clients that send `X-Supabase-Api-Version: 2024-01-01` (supabase-js does)
 * get `{ code, message }` with the string error code; older clients get the
 * legacy `{ code: <status>, error_code, msg }` body.
 */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, err: AuthError) {
  const versioned = req.headers["x-supabase-api-version"] === API_VERSION
  const body = versioned
    ? { code: err.code, message: err.message }
    : { code: err.status, error_code: err.code, msg: err.message }
  sendJson(res, err.status, body, err.headers)
}

export const errors = {
  badJson: () => new AuthError(400, "bad_json", "Could not parse request body as JSON"),
  validation: (msg: string) => new AuthError(400, "validation_failed", msg),
  tooLarge: (limit: number) =>
    new AuthError(413, "request_too_large", `Request body is too large: at most ${limit} bytes are accepted`),
  emailRequired: () => new AuthError(400, "validation_failed", "An email address is required"),
  emailTooLong: () => new AuthError(400, "validation_failed", "An email address is too long"),
  emailInvalid: () => new AuthError(400, "validation_failed", "Unable to validate email address: invalid format"),
  passwordTooLong: (max: number) =>
    new AuthError(400, "validation_failed", `Password cannot be longer than ${max} characters`),
  unsupportedGrant: () => new AuthError(400, "unsupported_grant_type", "unsupported_grant_type"),
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  flowStateNotFound: () => new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found"),
  flowStateExpired: () => new AuthError(400, "flow_state_expired", "invalid flow state, flow state has expired"),
  badCodeVerifier: () =>
    new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier"),
  refreshNotFound: () =>
    new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshReused: () => new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  sessionExpired: () => new AuthError(400, "session_expired", "Invalid Refresh Token: Session Expired"),
  noAuthorization: () => new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (detail: string) =>
    new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  notAdmin: () => new AuthError(403, "not_admin", "User not allowed"),
  emailExists: () => new AuthError(422, "email_exists", "A user with this email address has already been registered"),
  userAlreadyExists: () => new AuthError(422, "user_already_exists", "User already registered"),
  weakPassword: () => new AuthError(422, "weak_password", "Password should be at least 6 characters."),
  providerDisabled: (p: string) =>
    new AuthError(400, "validation_failed", `Unsupported provider: provider ${p} is not enabled`),
  notFound: () => new AuthError(404, "not_found", "Not Found"),
  overRequestRateLimit: (retryAfterSeconds: number) =>
    new AuthError(429, "over_request_rate_limit", "Request rate limit reached", {
      "Retry-After": String(retryAfterSeconds),
    }),
}
