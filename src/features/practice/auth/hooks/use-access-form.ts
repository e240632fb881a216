import { useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { paths } from "@/config/paths"
import {
  accessKeys,
  AuthRejection,
  redeemSetupCode,
  rememberEntitlement,
  RpcRefusal,
  signInWithGoogle,
  validateSetupCode,
} from "../api/access"
import { accessMessages } from "../domain/messages"
import { clearPendingCode, savePendingCode } from "../domain/pending-code"
import { codeForServer, codeInputError, invalidCodeMessage, normalizeCode } from "../domain/setup-code"
import { redemptionMessage } from "./use-access"

export type AccessMode = { kind: "sign-in" } | { kind: "redeem"; userId: string }

/** Where Google sends the student back: the site origin plus /practice (spec, section 7). */
const redirectTarget = () => `${window.location.origin}${paths.practice.root}`

async function signIn(code: string): Promise<string | null> {
  let check
  try {
    check = await validateSetupCode(code)
  } catch (e) {
    return e instanceof RpcRefusal ? e.message : accessMessages.validateFailed
  }
  if (!check.valid) return invalidCodeMessage(check.error)
  savePendingCode(localStorage, { code, codeId: check.codeId })
  try {
    await signInWithGoogle(redirectTarget())
    return null
  } catch (e) {
    clearPendingCode(localStorage)
    return e instanceof AuthRejection && e.message ? e.message : accessMessages.signInFailed
  }
}

/**
 * The access form: the code field (upper-cased as typed), its message and
 * the submit action. Signed out, a valid code is kept for after the OAuth
 * redirect and Google sign-in starts; signed in without access, the code is
 * redeemed at once.
 */
export function useAccessForm(mode: AccessMode, initialError: string | null = null) {
  const queryClient = useQueryClient()
  const [code, setCodeRaw] = useState("")
  const [error, setError] = useState<string | null>(initialError)
  const [busy, setBusy] = useState(false)
  // Apart from `error`, which belongs to the code field: signing in without a code has no code to blame.
  const [signInError, setSignInError] = useState<string | null>(null)

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const inputError = codeInputError(code)
    if (inputError) return setError(inputError)
    setBusy(true)
    setError(null)
    const value = codeForServer(code)
    if (mode.kind === "sign-in") {
      const message = await signIn(value)
      // On success the browser is leaving for the provider: stay busy.
      if (message) {
        setError(message)
        setBusy(false)
      }
      return
    }
    try {
      await redeemSetupCode(value)
      rememberEntitlement(mode.userId, true)
      queryClient.setQueryData(accessKeys.entitlement(mode.userId), true)
    } catch (e) {
      setError(redemptionMessage(e))
      setBusy(false)
    }
  }

  /**
   * "Already have access? Sign in": Google sign-in with no code. An entitled
   * student goes straight in; one without access meets the code step after
   * sign-in (the gate's redeem screen). No stale code may ride along.
   */
  async function signInWithoutCode() {
    setBusy(true)
    setError(null)
    setSignInError(null)
    clearPendingCode(localStorage)
    try {
      await signInWithGoogle(redirectTarget())
    } catch (e) {
      setSignInError(e instanceof AuthRejection && e.message ? e.message : accessMessages.signInFailed)
      setBusy(false)
    }
  }

  const setCode = (value: string) => setCodeRaw(normalizeCode(value))
  return { code, setCode, error, busy, submit, signInWithoutCode, signInError }
}
