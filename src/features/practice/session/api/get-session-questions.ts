import { queryOptions, useQuery } from "@tanstack/react-query"
import { getSessionQuestions } from "@/lib/supabase/rpc/sessions"
import { sessionKeys } from "./keys"

/**
 * All questions of a session, loaded once up front: moving between them never
 * waits on the network. Not in the persisted query cache (the persister
 * rewrites it on every queued answer, and question HTML is most of its
 * bytes): the runner keeps its own copy once per session (local-session.ts).
 */
export const sessionQuestionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.questions(id),
    queryFn: () => getSessionQuestions(id),
    staleTime: Infinity,
  })

export const useSessionQuestions = (id: string) => useQuery(sessionQuestionsQueryOptions(id))
