import { queryOptions, useQuery } from "@tanstack/react-query"
import { getSession } from "@/lib/supabase/rpc/sessions"
import { sessionKeys } from "./keys"

export const sessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: () => getSession(id),
    // The clock and status move on: always ask the server, but keep a copy to resume offline.
    staleTime: 0,
    meta: { persist: true },
  })

export const useSession = (id: string) => useQuery(sessionQueryOptions(id))
