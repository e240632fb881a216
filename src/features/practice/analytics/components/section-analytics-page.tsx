import { useMemo } from "react"
import { Link } from "react-router-dom"
import { ChevronLeftIcon } from "@/components/ui/icons"
import { useSectionAnalytics } from "../api/history"
import { overallAccuracy, SECTION_TITLES, topicAccuracy, type SectionName } from "../domain/topic-accuracy"
import { ErrorState, LoadingState } from "./query-states"
import { SectionTrend } from "./section-trend"
import { TopicTable } from "./topic-table"

/** /practice/analytics/{section}: accuracy by topic and over time, from the student's graded answers. */
export function SectionAnalyticsPage({ userId, section }: { userId: string; section: SectionName }) {
  const query = useSectionAnalytics(userId, section)
  const title = SECTION_TITLES[section]
  const topics = useMemo(() => topicAccuracy(query.data?.answers ?? []), [query.data])
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        to="/practice/analytics"
        className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ChevronLeftIcon width={16} height={16} /> Test History
      </Link>
      <h1 className="text-3xl font-bold">{title} Analytics</h1>
      {query.isPending ? (
        <LoadingState label={`Loading your ${title} analytics…`} />
      ) : query.isError ? (
        <ErrorState message={`We couldn't load your ${title} analytics.`} onRetry={() => void query.refetch()} />
      ) : query.data.answers.length === 0 && query.data.results.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
          No graded {title} questions yet. Finish a test with {title} questions to see your accuracy by topic here.
        </p>
      ) : (
        <>
          <p className="text-lg">
            Overall accuracy: <strong className="tabular-nums">{overallAccuracy(query.data.answers) ?? "–"}%</strong>
            <span className="text-muted-foreground"> over {query.data.answers.length} answered questions</span>
          </p>
          <TopicTable topics={topics} />
          <SectionTrend results={query.data.results} />
        </>
      )}
    </div>
  )
}
