import type { User } from "@/lib/supabase/auth"
import { useAuth } from "./use-auth"

/** The signed-in student, for pages behind the access gate (which never render signed out). */
export function useCurrentUser(): User {
  const auth = useAuth()
  if (auth.status !== "signed-in") throw new Error("useCurrentUser is only for pages behind <AccessGate>")
  return auth.session.user
}
