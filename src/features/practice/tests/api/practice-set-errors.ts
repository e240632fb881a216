import { DataError, isNotFound } from "@/lib/supabase/rpc/errors"

/**
 * start_practice_set refuses an empty set with a 404 whose message is
 * written for the student ("You have no favourite questions yet…"), and a
 * bad request (an unknown topic in the address) with a 400 whose message
 * says what is wrong; any other failure gets the app's usual words.
 */
export function startErrorMessage(error: unknown): { message: string; empty: boolean } {
  if (error instanceof DataError && isNotFound(error)) return { message: error.message, empty: true }
  if (error instanceof DataError && error.status === 400) return { message: error.message, empty: false }
  return { message: "Failed to load questions. Please try again.", empty: false }
}
