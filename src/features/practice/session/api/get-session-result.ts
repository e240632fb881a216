import { queryOptions, useQuery } from "@tanstack/react-query"
import { getSessionResult } from "@/lib/supabase/rpc/session-result"
import { sessionKeys } from "./keys"

/** A submitted session's result never changes. */
export const sessionResultQueryOptions = (id: string) =>
  queryOptions({ queryKey: sessionKeys.result(id), queryFn: () => getSessionResult(id), staleTime: Infinity })

export const useSessionResult = (id: string) => useQuery(sessionResultQueryOptions(id))
