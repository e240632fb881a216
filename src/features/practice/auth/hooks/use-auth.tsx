import { createContext, useContext, useEffect, useState, type ReactNode } from "react"
import { getSession, onAuthChange, type Session } from "@/lib/supabase/auth"

export type AuthState =
  | { status: "loading"; session: null }
  | { status: "signed-out"; session: null }
  | { status: "signed-in"; session: Session }

const AuthContext = createContext<AuthState | null>(null)

const fromSession = (session: Session | null): AuthState =>
  session ? { status: "signed-in", session } : { status: "signed-out", session: null }

/** Holds the Supabase session for the practice tree and follows its changes. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading", session: null })
  useEffect(() => {
    let live = true
    getSession()
      .then((s) => live && setState(fromSession(s)))
      .catch(() => live && setState(fromSession(null)))
    const unsubscribe = onAuthChange((s) => live && setState(fromSession(s)))
    return () => {
      live = false
      unsubscribe()
    }
  }, [])
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
}

export function useAuth() {
  const ctx = useContext(AuthContext)
  if (!ctx) throw new Error("useAuth must be used inside <AuthProvider>")
  return ctx
}
