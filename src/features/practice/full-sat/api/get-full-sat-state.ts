import { queryOptions, useQuery } from "@tanstack/react-query"
import { getFullSatState } from "@/lib/supabase/rpc/full-sat"
import { fullSatKeys } from "./keys"

export const fullSatStateQueryOptions = (testId: string) =>
  queryOptions({
    queryKey: fullSatKeys.state(testId),
    queryFn: () => getFullSatState(testId),
    // The attempt moves on (another tab, another device): always ask, but keep a copy to resume offline.
    staleTime: 0,
    meta: { persist: true },
  })

export const useFullSatState = (testId: string | undefined) =>
  useQuery({ ...fullSatStateQueryOptions(testId ?? ""), enabled: Boolean(testId) })
