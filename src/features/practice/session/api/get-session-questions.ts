import { queryOptions, useQuery } from "@tanstack/react-query"
import { getSessionQuestions } from "@/lib/supabase/rpc/sessions"
import { sessionKeys } from "./keys"

/** All questions of a session, loaded once up front: moving between them never waits on the network. */
export const sessionQuestionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.questions(id),
    queryFn: () => getSessionQuestions(id),
    staleTime: Infinity,
    meta: { persist: true },
  })

export const useSessionQuestions = (id: string) => useQuery(sessionQuestionsQueryOptions(id))
