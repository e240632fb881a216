import { DataError, isNotFound, isRateLimited } from "@/lib/supabase/rpc/errors"

/** Re-exported for tests that build server refusals. */
export { DataError }

/** What went wrong with a review call, in the terms the screens speak. */
export type ReviewErrorKind = "not-found" | "not-reviewable" | "rate-limited" | "refused" | "failed"

/**
 * Not found is a 404 (PT404); a question the student may not review yet
 * (one of an unsubmitted test) is refused with HTTP 403; the
 * limiter answers 429. Other 4xx carry a message meant for the student.
 */
export function reviewErrorKind(error: unknown): ReviewErrorKind {
  if (!(error instanceof DataError)) return "failed"
  if (isNotFound(error)) return "not-found"
  if (isRateLimited(error, error.status)) return "rate-limited"
  // get_review_question answers PT403 (rpc/review's NOT_REVIEWABLE_CODE; not imported, so
  // tests can stub that module); check_review_answer's refusal is 42501.
  if (error.code === "PT403" || error.status === 403 || error.code === "42501") return "not-reviewable"
  if (error.status >= 400 && error.status < 500) return "refused"
  return "failed"
}

/** Retry reads only when trying again can help: never a 404 or a refusal. */
export const retryTransient = (count: number, error: unknown) =>
  count < 2 && reviewErrorKind(error) === "failed" && !(error instanceof DataError && error.status === 400)
