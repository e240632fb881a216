import { queryOptions, useQuery } from "@tanstack/react-query"
import { listActiveTests } from "@/lib/supabase/rpc/practice-tests"
import { testKeys } from "./keys"

export const activeTestsQueryOptions = () =>
  queryOptions({
    queryKey: testKeys.active(),
    queryFn: listActiveTests,
    staleTime: 5 * 60_000,
    meta: { persist: true },
  })

export const useActiveTests = () => useQuery(activeTestsQueryOptions())
