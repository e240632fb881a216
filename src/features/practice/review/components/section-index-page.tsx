import { Link } from "react-router-dom"
import { ErrorState, LoadingState } from "@/features/practice/analytics/components/query-states"
import { useReviewList } from "../api/list-review-questions"
import { SECTION_TITLES } from "../domain/filters"
import { summarizeSections, type SectionSummary } from "../domain/group"
import { countLabel } from "../domain/labels"
import { EmptyState, ReviewPage } from "./review-page"

/** /practice/review/section: Math, Reading and Writing with their topics and counts. */
export function SectionIndexPage({ userId }: { userId: string }) {
  const list = useReviewList(userId, "all", null)
  return (
    <ReviewPage
      title="Review by Section"
      description="Pick a section, or jump straight to one of its topics."
      back={{ to: "/practice/review", label: "Review overview" }}
    >
      {list.isPending ? (
        <LoadingState label="Loading sections…" />
      ) : list.isError ? (
        <ErrorState message="We couldn't load the sections." onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>No questions to review yet. Submit a practice test and its questions appear here.</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {summarizeSections(list.data).map((s) => (
            <SectionCard key={s.section} summary={s} />
          ))}
        </div>
      )}
    </ReviewPage>
  )
}

function SectionCard({ summary }: { summary: SectionSummary }) {
  const title = SECTION_TITLES[summary.section]
  const to = `/practice/review/section/${summary.section}`
  const headingId = `section-${summary.section}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-xl border border-border bg-card p-5">
      <h2 id={headingId} className="text-xl font-bold">
        <Link to={to} className="hover:underline">
          {title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{countLabel(summary.count)}</p>
      {summary.topics.length > 0 && (
        <ul aria-label={`${title} topics`} className="mt-4 flex flex-wrap gap-2">
          {summary.topics.map((t) => (
            <li key={t.topic}>
              <Link
                to={`${to}?${new URLSearchParams({ topic: t.topic })}`}
                className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs font-semibold hover:bg-accent hover:text-accent-foreground"
              >
                {t.topic}
                <span className="rounded-full bg-background px-1.5 tabular-nums">{t.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={to}
        className="mt-auto pt-4 text-sm font-semibold text-primary hover:underline"
        aria-label={`Review ${title} questions`}
      >
        Review {title} →
      </Link>
    </section>
  )
}
