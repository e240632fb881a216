import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import type { User } from "@/lib/supabase/auth"
import { accessKeys, redeemSetupCode, rememberEntitlement, RpcRefusal, useEntitlement } from "../api/access"
import { accessMessages } from "../domain/messages"
import { clearPendingCode, readPendingCode } from "../domain/pending-code"
import { useAuth } from "./use-auth"

export type AccessState =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "error"; retry: () => void }
  | { status: "no-entitlement"; user: User; error: string | null }
  | { status: "entitled"; user: User }

/** The message for a failed redemption: the server's reason, or the catalogue's failure text. */
export function redemptionMessage(error: unknown) {
  return error instanceof RpcRefusal ? error.message : accessMessages.validateFailed
}

/**
 * Who may enter the practice app. After the OAuth round trip, a code that
 * was validated before sign-in is redeemed exactly once: it is taken out of
 * storage before the call, so a second render (StrictMode, a refetch) finds
 * nothing to redeem. A refusal keeps the student on the access screen with
 * the reason.
 */
export function useAccess(): AccessState {
  const auth = useAuth()
  const user = auth.status === "signed-in" ? auth.session.user : null
  const entitlement = useEntitlement(user?.id ?? null)
  const queryClient = useQueryClient()
  const redeem = useMutation({
    mutationFn: (code: string) => redeemSetupCode(code),
    onSuccess: () => {
      if (!user) return
      rememberEntitlement(user.id, true)
      queryClient.setQueryData(accessKeys.entitlement(user.id), true)
    },
  })
  const { mutate } = redeem

  useEffect(() => {
    if (!user || entitlement.data === undefined) return
    const pending = readPendingCode(localStorage)
    if (!pending) return
    clearPendingCode(localStorage)
    if (!entitlement.data) mutate(pending.code)
  }, [user, entitlement.data, mutate])

  if (auth.status === "loading") return { status: "loading" }
  if (!user) return { status: "signed-out" }
  // A code waiting from before the OAuth redirect is about to be redeemed: don't flash the form.
  const waiting = entitlement.data === false && readPendingCode(localStorage) !== null
  if (redeem.isPending || waiting) return { status: "loading" }
  if (entitlement.data === true) return { status: "entitled", user }
  if (entitlement.data === false)
    return { status: "no-entitlement", user, error: redeem.error ? redemptionMessage(redeem.error) : null }
  if (entitlement.isError) return { status: "error", retry: () => void entitlement.refetch() }
  return { status: "loading" }
}
