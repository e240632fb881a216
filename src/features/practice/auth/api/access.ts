import { queryOptions, useQuery } from "@tanstack/react-query"
import { hasEntitlement, redeemSetupCode, validateSetupCode } from "@/lib/supabase/rpc/access"
import { RpcRefusal } from "@/lib/supabase/rpc/errors"
import { AuthRejection, signInWithGoogle, signOut } from "@/lib/supabase/auth"

export type { User } from "@/lib/supabase/auth"
export { AuthRejection, redeemSetupCode, RpcRefusal, signInWithGoogle, signOut, validateSetupCode }

export const accessKeys = {
  all: ["practice", "access"] as const,
  entitlement: (userId: string) => [...accessKeys.all, "entitlement", userId] as const,
}

/*
 * The last positive answer is remembered per user, so an offline reload of a
 * student who has access still opens the app (the server's RLS stays the
 * real gate); it is only a starting value and is refetched at once.
 */
const rememberKey = (userId: string) => `practice-entitled:${userId}`

export function rememberEntitlement(userId: string, entitled: boolean) {
  try {
    if (entitled) localStorage.setItem(rememberKey(userId), "1")
    else localStorage.removeItem(rememberKey(userId))
  } catch {
    // storage full or blocked: nothing to remember
  }
}

function remembered(userId: string) {
  try {
    return localStorage.getItem(rememberKey(userId)) === "1" ? true : undefined
  } catch {
    return undefined
  }
}

export const entitlementQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accessKeys.entitlement(userId),
    queryFn: async () => {
      const entitled = await hasEntitlement(userId)
      rememberEntitlement(userId, entitled)
      return entitled
    },
    initialData: () => remembered(userId),
    initialDataUpdatedAt: 0,
  })

export function useEntitlement(userId: string | null) {
  return useQuery({ ...entitlementQueryOptions(userId ?? ""), enabled: userId !== null })
}
