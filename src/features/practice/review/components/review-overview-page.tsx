import { ErrorState, LoadingState } from "@/features/practice/analytics/components/query-states"
import { useReviewStats } from "../api/get-review-stats"
import type { ReviewStats } from "../api/types"
import { countLabel, formatAccuracy } from "../domain/labels"
import { LinkCard } from "./link-card"
import { ReviewPage } from "./review-page"
import { StatCard } from "./stat-card"

/** The places a student reviews from, each one card. */
const AREAS = [
  { to: "/practice/review/section", title: "By Section", text: "Math, Reading and Writing, topic by topic." },
  { to: "/practice/review/difficulty", title: "By Difficulty", text: "Easy 1-3, Medium 4-6 and Hard 7-9." },
  { to: "/practice/review/weak", title: "Weak Areas", text: "The topics you miss most, with practice sets." },
  { to: "/practice/review/favorites", title: "Favorites", text: "The questions you starred." },
]

/** /practice/review: the student's own figures, today's queue and the ways into review. */
export function ReviewOverviewPage({ userId }: { userId: string }) {
  const stats = useReviewStats(userId)
  return (
    <ReviewPage title="Review Questions" description="Go back over questions with instant feedback and explanations.">
      {stats.isPending ? (
        <LoadingState label="Loading your review figures…" />
      ) : stats.isError ? (
        <ErrorState message="We couldn't load your review figures." onRetry={() => void stats.refetch()} />
      ) : (
        <OverviewFigures stats={stats.data} />
      )}
      <nav aria-label="Review areas" className="grid gap-4 sm:grid-cols-2">
        {AREAS.map((a) => (
          <LinkCard key={a.to} to={a.to} title={a.title} aside={<span aria-hidden>→</span>}>
            {a.text}
          </LinkCard>
        ))}
      </nav>
    </ReviewPage>
  )
}

function OverviewFigures({ stats }: { stats: ReviewStats }) {
  const attempted = stats.attempted_questions > 0
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Questions"
          value={stats.total_questions}
          note={`${stats.attempted_questions} attempted`}
        />
        <StatCard label="Reviewed Today" value={stats.reviewed_today} />
        <StatCard
          label="Average Accuracy"
          value={attempted ? formatAccuracy(stats.average_accuracy) : "—"}
          note={attempted ? undefined : "Nothing answered yet"}
        />
        <StatCard label="Favorites" value={stats.favorites} />
      </dl>
      <LinkCard
        to="/practice/review/due"
        title="Due today"
        aside={
          <span className="rounded-full bg-primary px-3 py-1 text-sm font-bold text-primary-foreground tabular-nums">
            {stats.due_today}
          </span>
        }
      >
        {stats.due_today > 0
          ? `${countLabel(stats.due_today)} from your mistakes ${stats.due_today === 1 ? "is" : "are"} due for another look.`
          : "Nothing due right now. Questions you miss come back here when it's time to see them again."}
      </LinkCard>
    </>
  )
}
