import { accessMessages } from "./messages"

/** Codes are compared upper-case; the field upper-cases as the student types. */
export function normalizeCode(input: string) {
  return input.toUpperCase()
}

/** The message for a code that must not reach the server, or null when it may be checked. */
export function codeInputError(input: string): string | null {
  return input.trim() === "" ? accessMessages.emptyCode : null
}

/** The code as sent to the server: upper-cased and trimmed. */
export function codeForServer(input: string) {
  return normalizeCode(input).trim()
}

/** An unusable code's message: the server's own reason when it gave one. */
export function invalidCodeMessage(serverError: string | null | undefined) {
  return serverError?.trim() ? serverError : accessMessages.invalidCode
}
