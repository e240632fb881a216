import { queryOptions, useQuery } from "@tanstack/react-query"
import { getTestHistory } from "@/lib/supabase/rpc/history"
import { getGradedAnswers, getSectionResults, type Section } from "@/lib/supabase/tables/section-analytics"

export type { HistoryEntry, SectionStats, TestHistory } from "@/lib/supabase/rpc/history"
export type { GradedAnswer, SectionResult } from "@/lib/supabase/tables/section-analytics"

/*
 * Keys carry the user id although the server already filters by user: a
 * cache shared across a sign-out/sign-in on one device must never serve one
 * student's history to another.
 */
export const analyticsKeys = {
  all: ["practice", "analytics"] as const,
  history: (userId: string) => [...analyticsKeys.all, "history", userId] as const,
  section: (userId: string, section: Section) => [...analyticsKeys.all, "section", userId, section] as const,
}

export const historyQueryOptions = (userId: string) =>
  queryOptions({ queryKey: analyticsKeys.history(userId), queryFn: getTestHistory })

export const sectionQueryOptions = (userId: string, section: Section) =>
  queryOptions({
    queryKey: analyticsKeys.section(userId, section),
    queryFn: async () => {
      const [answers, results] = await Promise.all([
        getGradedAnswers(userId, section),
        getSectionResults(userId, section),
      ])
      return { answers, results }
    },
  })

export const useTestHistory = (userId: string) => useQuery(historyQueryOptions(userId))
export const useSectionAnalytics = (userId: string, section: Section) => useQuery(sectionQueryOptions(userId, section))
