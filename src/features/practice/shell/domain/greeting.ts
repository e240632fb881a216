/**
 * Whether the student has been here before: a sign-in later than the one that
 * created the account. The first sign-in stamps `last_sign_in_at` within a
 * second or so of `created_at` (the account is made by that very sign-in), so
 * anything more than a minute apart is a later visit. Read from the user
 * object the session already holds: the header asks the server nothing.
 */
export function isReturning(user: { created_at?: string | null; last_sign_in_at?: string | null }): boolean {
  if (!user.created_at || !user.last_sign_in_at) return false
  const created = Date.parse(user.created_at)
  const lastSignIn = Date.parse(user.last_sign_in_at)
  if (Number.isNaN(created) || Number.isNaN(lastSignIn)) return false
  return lastSignIn - created > 60_000
}

/** "Welcome back" for a returning student, "Welcome" on a first visit. */
export const greetingWord = (returning: boolean) => (returning ? "Welcome back" : "Welcome")
