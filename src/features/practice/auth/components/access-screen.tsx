import { useEffect, useId } from "react"
import { Button } from "@/components/ui/button"
import { markFirstContent } from "@/lib/first-content"
import { useAccessForm, type AccessMode } from "../hooks/use-access-form"
import { AccessBenefits } from "./access-benefits"
import { GoogleMark } from "./google-mark"

type Props = {
  mode: AccessMode
  /** Signed in without access: who they are, so the screen can say so. */
  email?: string
  /** A message carried in from elsewhere, e.g. a redemption that failed after sign-in. */
  initialError?: string | null
  onSignOut?: () => void
}

/**
 * The gate of the practice app: a setup code, then Google sign-in; or, for a
 * student who already has access, Google sign-in alone. Signed in without
 * access: the code alone.
 */
export function AccessScreen({ mode, email, initialError = null, onSignOut }: Props) {
  const form = useAccessForm(mode, initialError)
  // The access screen is the page: what waited for the first screen may load when idle.
  useEffect(markFirstContent, [])
  const fieldId = useId()
  const errorId = useId()
  const signIn = mode.kind === "sign-in"

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <section className="w-full max-w-md rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Access SAT Practice Test</h1>
        {signIn ? (
          <p className="mt-2 text-muted-foreground">Enter the setup code from your instructor, then sign in.</p>
        ) : (
          <p className="mt-2 text-muted-foreground">
            You are signed in as <strong className="break-all text-foreground">{email}</strong>, but this account has no
            practice access yet. Enter your setup code to unlock it.
          </p>
        )}
        <form className="mt-6 space-y-4" onSubmit={form.submit} noValidate>
          <div>
            <label htmlFor={fieldId} className="block text-sm font-semibold">
              Setup code
            </label>
            <input
              id={fieldId}
              name="setup-code"
              value={form.code}
              onChange={(e) => form.setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. DEMO2026"
              aria-invalid={form.error ? true : undefined}
              aria-describedby={form.error ? errorId : undefined}
              className="mt-1.5 h-11 w-full rounded-lg border border-border bg-background px-3 font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:text-muted-foreground placeholder:normal-case aria-invalid:border-destructive"
            />
            {form.error ? (
              <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-destructive">
                {form.error}
              </p>
            ) : null}
          </div>
          {signIn ? (
            <Button type="submit" variant="outline" disabled={form.busy} className="w-full">
              <GoogleMark />
              {form.busy ? "Checking…" : "Continue with Google"}
            </Button>
          ) : (
            <Button type="submit" disabled={form.busy} className="w-full">
              {form.busy ? "Checking…" : "Continue"}
            </Button>
          )}
        </form>
        {signIn ? (
          // A returning student needs no code: the account's access is on the server.
          <div className="mt-4 text-center">
            <Button
              variant="ghost"
              size="sm"
              disabled={form.busy}
              onClick={() => void form.signInWithoutCode()}
              className="w-full"
            >
              Already have access? Sign in
            </Button>
            {form.signInError ? (
              <p role="alert" className="mt-2 text-sm font-medium text-destructive">
                {form.signInError}
              </p>
            ) : null}
          </div>
        ) : null}
        {signIn ? (
          <div className="mt-8 border-t border-border pt-6">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">What you get</h2>
            <AccessBenefits />
          </div>
        ) : null}
        <p className="mt-6 text-sm text-muted-foreground">Need a setup code? Contact your instructor.</p>
        {onSignOut ? (
          <button type="button" onClick={onSignOut} className="mt-2 text-sm font-medium text-foreground underline">
            Sign out and use another account
          </button>
        ) : null}
      </section>
    </main>
  )
}
