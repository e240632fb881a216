import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { toast } from "sonner"
import { signOut } from "../api/access"

/** Signs out and drops every cached query, so the next student on this device sees none of it. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useCallback(() => {
    signOut()
      .then(() => queryClient.clear())
      .catch(() => toast.error("Sign out failed. Please try again."))
  }, [queryClient])
}
