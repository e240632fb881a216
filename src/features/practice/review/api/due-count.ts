import { queryOptions, useQuery } from "@tanstack/react-query"
import { getDueCount } from "@/lib/supabase/rpc/due-count"
import { dueKeys } from "./due-keys"

export const dueCountQueryOptions = (userId: string, timeZone: string) =>
  queryOptions({
    queryKey: dueKeys.count(userId, timeZone),
    queryFn: () => getDueCount(timeZone),
    // A badge: a minute old is fine; a rating invalidates it at once.
    staleTime: 60_000,
  })

/** How many cards are due today: the sidebar's and the dashboard's badge. */
export function useDueCount(userId: string, timeZone: string) {
  return useQuery(dueCountQueryOptions(userId, timeZone))
}
