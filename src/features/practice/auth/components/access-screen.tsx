import { useState } from "react"
import { paths } from "@/config/paths"
import { signInWithGoogle } from "../api/access"

/** The sign-in gate of the practice app. */
export function AccessScreen() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onContinue() {
    setBusy(true)
    setError(null)
    try {
      await signInWithGoogle(`${window.location.origin}${paths.practice.root}`)
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : "Failed to sign in with Google. Please try again.")
      setBusy(false)
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <section className="w-full max-w-md rounded-xl border border-border bg-card p-8 shadow-sm">
        <h1 className="text-2xl font-bold">Access SAT Practice Test</h1>
        <p className="mt-2 text-muted-foreground">Sign in to take timed practice tests and review questions.</p>
        <button
          type="button"
          onClick={onContinue}
          disabled={busy}
          className="mt-6 w-full rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground disabled:opacity-60"
        >
          {busy ? "Redirecting…" : "Continue with Google"}
        </button>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <p className="mt-6 text-sm text-muted-foreground">Need a setup code? Contact your instructor.</p>
      </section>
    </main>
  )
}
