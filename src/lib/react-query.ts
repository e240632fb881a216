import { QueryClient } from "@tanstack/react-query"

/**
 * Defaults for the practice app: data of a test does not change under a
 * student's feet, so a minute of freshness avoids refetch storms; failed
 * reads retry twice (the network, not the query, is the usual culprit).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: 2, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  })
}
