import { queryOptions, useQuery } from "@tanstack/react-query"
import { isTransient } from "@/lib/supabase/rpc/errors"
import { startModule } from "@/lib/supabase/rpc/full-sat"
import { fullSatKeys } from "./keys"

/**
 * The session of module `order`. start_module is idempotent (a running
 * module is resumed, never restarted), so it is read as a query: one call
 * per mount, deduplicated, and persisted so an offline reload can resume.
 */
export const moduleSessionQueryOptions = (fullSatId: string, order: number) =>
  queryOptions({
    queryKey: fullSatKeys.module(fullSatId, order),
    queryFn: () => startModule(fullSatId, order),
    staleTime: Infinity,
    retry: (count, error) => count < 2 && isTransient(error),
    meta: { persist: true },
  })

export const useModuleSession = (fullSatId: string, order: number) =>
  useQuery(moduleSessionQueryOptions(fullSatId, order))
