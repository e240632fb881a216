import { queryOptions, useQuery } from "@tanstack/react-query"
import { DataError, isNotFound, isTransient } from "@/lib/supabase/rpc/errors"
import { getFullSatResult } from "@/lib/supabase/rpc/full-sat-result"

export type { FullSatModuleResult, FullSatQuestion, FullSatResult } from "@/lib/supabase/rpc/full-sat-result"

/*
 * Kept beside its one query (not in a shared keys.ts) while the full-SAT flow
 * grows on another branch; both live under ["practice", "full-sat"].
 */
export const fullSatResultKeys = {
  all: ["practice", "full-sat", "result"] as const,
  detail: (fullSatId: string) => [...fullSatResultKeys.all, fullSatId] as const,
}

/**
 * A completed full SAT's result never changes. A refusal (not finished, not
 * yours) is final too: only a failing network is worth retrying.
 */
export const fullSatResultQueryOptions = (fullSatId: string) =>
  queryOptions({
    queryKey: fullSatResultKeys.detail(fullSatId),
    queryFn: () => getFullSatResult(fullSatId),
    staleTime: Infinity,
    retry: (failures, error) => failures < 2 && isTransient(error),
  })

/**
 * Why the result could not be shown: the attempt is unknown (or another
 * student's), the server refused it for now (modules still to take: its
 * message says so), or the request failed.
 */
export function resultErrorKind(error: unknown): "not-found" | "not-finished" | "failed" {
  if (isNotFound(error)) return "not-found"
  if (error instanceof DataError && !isTransient(error)) return "not-finished"
  return "failed"
}

export const useFullSatResult = (fullSatId: string) => useQuery(fullSatResultQueryOptions(fullSatId))
