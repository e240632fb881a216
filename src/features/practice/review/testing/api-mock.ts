import { vi } from "vitest"
import { DataError } from "../api/errors"

/**
 * A stand-in for @/lib/supabase/rpc/review in component tests:
 * `vi.mock("@/lib/supabase/rpc/review", () => reviewApiMock)`.
 */
export const reviewApi = {
  listReviewQuestions: vi.fn(),
  getReviewQuestion: vi.fn(),
  getReviewStats: vi.fn(),
  checkReviewAnswer: vi.fn(),
  toggleFavorite: vi.fn(),
}

export const reviewApiMock = reviewApi

export function resetReviewApi() {
  for (const fn of Object.values(reviewApi)) fn.mockReset()
}

export const notFound = () => new DataError("Question not found.", "PT404", 404)
export const notReviewable = () =>
  new DataError("This question opens for review after you submit the test it belongs to.", "PT403", 403)
export const rateLimited = () => new DataError("Too many attempts, try again in a minute", "PT429", 429)
