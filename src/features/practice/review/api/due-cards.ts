import { queryOptions, useQuery } from "@tanstack/react-query"
import { listDueCards } from "@/lib/supabase/rpc/review"
import { dueKeys } from "./due-keys"

export type { DueCard, ReviewCard } from "@/lib/supabase/rpc/review"

export const dueCardsQueryOptions = (userId: string, timeZone: string) =>
  queryOptions({ queryKey: dueKeys.list(userId, timeZone), queryFn: () => listDueCards(timeZone) })

/** Today's cards as the server sees them (due before the student's next midnight). */
export function useDueCards(userId: string, timeZone: string) {
  return useQuery(dueCardsQueryOptions(userId, timeZone))
}
