import { queryOptions, useQuery } from "@tanstack/react-query"
import { listTestSessions } from "@/lib/supabase/rpc/sessions"
import { sessionKeys } from "./keys"

export const testSessionsQueryOptions = (testId: string) =>
  queryOptions({ queryKey: sessionKeys.forTest(testId), queryFn: () => listTestSessions(testId), staleTime: 0 })

export const useTestSessions = (testId: string | undefined) =>
  useQuery({ ...testSessionsQueryOptions(testId ?? ""), enabled: Boolean(testId) })
