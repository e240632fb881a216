import { createContext, useContext, useEffect, useState, type ReactNode } from "react"
import { getSession, onAuthChange, type Session } from "@/lib/supabase/auth"

export type AuthState =
  | { status: "loading"; session: null }
  | { status: "signed-out"; session: null }
  | { status: "signed-in"; session: Session }

const AuthContext = createContext<AuthState | null>(null)

const fromSession = (session: Session | null): AuthState =>
  session ? { status: "signed-in", session } : { status: "signed-out", session: null }

type Props = {
  children: ReactNode
  /**
   * Called for every signed-in session before it is shown: a promise holds
   * the app in "loading" until it settles (the previous student's data is
   * being removed from a shared device); null lets the session through.
   */
  claim?: (userId: string) => Promise<void> | null
}

/** Holds the Supabase session for the practice tree and follows its changes. */
export function AuthProvider({ children, claim }: Props) {
  const [state, setState] = useState<AuthState>({ status: "loading", session: null })
  useEffect(() => {
    let live = true
    let latest = 0
    const show = (s: Session | null) => {
      const turn = ++latest
      const wait = s && claim ? claim(s.user.id) : null
      if (!wait) return live && setState(fromSession(s))
      setState({ status: "loading", session: null })
      // A failed clean-up still lets the student in: their own data is all the app then reads.
      void wait.catch(() => undefined).then(() => live && turn === latest && setState(fromSession(s)))
    }
    getSession()
      .then((s) => live && show(s))
      .catch(() => live && setState(fromSession(null)))
    const unsubscribe = onAuthChange((s) => live && show(s))
    return () => {
      live = false
      unsubscribe()
    }
  }, [claim])
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
}

export function useAuth() {
  const ctx = useContext(AuthContext)
  if (!ctx) throw new Error("useAuth must be used inside <AuthProvider>")
  return ctx
}
