import { errors } from "./errors"

/** GoTrue's limits: e-mail 255 bytes (the column is varchar(255)), password 72 (bcrypt's). */
export const MAX_EMAIL_LENGTH = 255
export const MAX_PASSWORD_BYTES = 72
export const MIN_PASSWORD_LENGTH = 6
/**
 * User metadata travels in every access token. 4 KB of JSON keeps the JWT
 * (and so each request's Authorization header) far below the 8-16 KB header
 * limits of browsers and proxies; 40 KB locked a student out with 431s.
 */
export const MAX_METADATA_BYTES = 4096

/** The address pattern GoTrue checks with (github.com/badoux/checkmail). */
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

// eslint-disable-next-line no-control-regex -- NUL is exactly what we look for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** A request field as a string: absent or null is "", any other type is refused. */
export function stringField(body: Record<string, unknown>, name: string): string {
  const v = body[name]
  if (v === undefined || v === null) return ""
  if (typeof v !== "string") throw errors.validation(`${name} must be a string`)
  return v
}

/** Trims and lower-cases an e-mail address, with GoTrue's checks and messages. */
export function validateEmail(input: string): string {
  const email = input.trim()
  if (!email) throw errors.emailRequired()
  if (Buffer.byteLength(email) > MAX_EMAIL_LENGTH) throw errors.emailTooLong()
  if (!EMAIL_RE.test(email)) throw errors.emailInvalid()
  return email.toLowerCase()
}

/** True when `input` could be a stored user's e-mail (used where a refusal must not say why). */
export function isPlausibleEmail(input: string) {
  try {
    validateEmail(input)
    return true
  } catch {
    return false
  }
}

/** A new password: at most 72 bytes, at least 6 characters (GoTrue's order and codes). */
export function validateNewPassword(password: string) {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) throw errors.passwordTooLong(MAX_PASSWORD_BYTES)
  if (password.length < MIN_PASSWORD_LENGTH) throw errors.weakPassword()
  return password
}

/** User metadata: absent or null is {}, otherwise a JSON object of at most 4 KB. */
export function validateMetadata(value: unknown, name: string): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== "object" || Array.isArray(value)) throw errors.validation(`${name} must be a JSON object`)
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_METADATA_BYTES)
    throw errors.validation(`${name} must be at most ${MAX_METADATA_BYTES} bytes of JSON`)
  return value as Record<string, unknown>
}

/**
 * Postgres text and jsonb cannot hold NUL or an unpaired UTF-16 surrogate;
 * sent to the database they fail as a 500. Every string of a parsed body
 * (keys included) is checked up front, iteratively so deep nesting cannot
 * overflow the stack.
 */
export function assertStorableStrings(value: unknown) {
  const stack: unknown[] = [value]
  while (stack.length) {
    const v = stack.pop()
    if (typeof v === "string") {
      if (UNSTORABLE.test(v)) throw errors.validation("Request contains a NUL character or invalid Unicode")
    } else if (v && typeof v === "object") {
      for (const [k, child] of Object.entries(v)) stack.push(k, child)
    }
  }
}

/** Nesting a request's JSON may have: user metadata is a small object, and deeper nesting overflowed the stack (a 500). */
export const MAX_JSON_DEPTH = 32

/** Refuses JSON nested deeper than MAX_JSON_DEPTH, measured iteratively (a recursive walk would overflow itself). */
export function assertJsonDepth(value: unknown, max = MAX_JSON_DEPTH) {
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length) {
    const [v, depth] = stack.pop()!
    if (!v || typeof v !== "object") continue
    if (depth > max) throw errors.validation(`Request JSON is nested too deeply: at most ${max} levels are accepted`)
    for (const child of Object.values(v)) stack.push([child, depth + 1])
  }
}

/** RFC 7636 §4.2, with GoTrue's messages. */
export function validatePkce(
  challenge: string,
  method: string,
): { challenge: string; method: "s256" | "plain" } | null {
  if (!challenge && !method) return null
  if (!challenge || !method)
    throw errors.validation("PKCE flow requires code_challenge_method and code_challenge to be provided together")
  if (challenge.length < 43 || challenge.length > 128)
    throw errors.validation("code challenge has to be between 43 and 128 characters")
  if (!/^[a-zA-Z0-9\-._~]+$/.test(challenge))
    throw errors.validation(
      "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    )
  const m = method.toLowerCase()
  if (m !== "s256" && m !== "plain") throw errors.validation(`code challenge method ${method} is not supported`)
  return { challenge, method: m }
}
