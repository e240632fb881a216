import type { Session, User } from "@supabase/supabase-js"
import { supabase } from "./client"

export type { Session, User }

// Each wrapper throws the client's error so callers never juggle `{ data, error }`.

export async function getSession() {
  const { data, error } = await supabase.auth.getSession()
  if (error) throw error
  return data.session
}

/** Calls `listener` on every auth change; returns the unsubscribe function. */
export function onAuthChange(listener: (session: Session | null) => void) {
  const { data } = supabase.auth.onAuthStateChange((_event, session) => listener(session))
  return () => data.subscription.unsubscribe()
}

/**
 * The auth service answered with an error of its own (its text is meant for
 * the user), as opposed to an exception thrown on the way (network, bug).
 */
export class AuthRejection extends Error {
  constructor(message: string) {
    super(message)
    this.name = "AuthRejection"
  }
}

/** Starts Google sign-in: the browser leaves for the provider and returns to `redirectTo`. */
export async function signInWithGoogle(redirectTo: string) {
  const { error } = await supabase.auth.signInWithOAuth({ provider: "google", options: { redirectTo } })
  if (error) throw new AuthRejection(error.message)
}

export async function signOut() {
  const { error } = await supabase.auth.signOut()
  if (error) throw error
}
