import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { signOut } from "../api/access"

/** Signs out and drops every cached query, so the next student on this device sees none of it. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useCallback(() => {
    signOut()
      .then(() => queryClient.clear())
      // Sonner loads lazily (not on the access screen's critical path).
      .catch(() => import("sonner").then(({ toast }) => toast.error("Sign out failed. Please try again.")))
  }, [queryClient])
}
