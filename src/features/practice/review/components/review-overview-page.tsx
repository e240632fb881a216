import type { ReactNode } from "react"
import { TextPlaceholder } from "@/components/ui/load-together"
import { ErrorState } from "@/features/practice/analytics/components/query-states"
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
        <>
          <p role="status" className="sr-only">
            Loading your review figures…
          </p>
          <OverviewFigures stats={null} />
        </>
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

const NOTHING_DUE = "Nothing due right now. Questions you miss come back here when it's time to see them again."
const NOTHING_ANSWERED = "Nothing answered yet"

/**
 * `text` in the space the longer `reserve` would take: the card is as tall whatever it says,
 * and as tall as its placeholder while loading (the review areas below never move).
 */
function Reserved({ text, reserve }: { text: ReactNode; reserve: string }) {
  return (
    <span className="grid">
      <span className="col-start-1 row-start-1">{text}</span>
      <span aria-hidden className="invisible col-start-1 row-start-1">
        {reserve}
      </span>
    </span>
  )
}

/** The figures, or (stats null, while loading) the same cards with grey placeholders in the same lines. */
function OverviewFigures({ stats }: { stats: ReviewStats | null }) {
  const attempted = stats ? stats.attempted_questions > 0 : true
  const value = (v: ReactNode) => (stats ? v : <TextPlaceholder text="000" />)
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Questions"
          value={value(stats?.total_questions)}
          note={stats ? `${stats.attempted_questions} attempted` : <TextPlaceholder text="00 attempted" />}
        />
        <StatCard label="Reviewed Today" value={value(stats?.reviewed_today)} />
        <StatCard
          label="Average Accuracy"
          value={value(attempted ? formatAccuracy(stats?.average_accuracy ?? 0) : "—")}
          note={<Reserved text={attempted ? null : NOTHING_ANSWERED} reserve={NOTHING_ANSWERED} />}
        />
        <StatCard label="Favorites" value={value(stats?.favorites)} />
      </dl>
      <LinkCard
        to="/practice/review/due"
        title="Due today"
        aside={
          <span className="rounded-full bg-primary px-3 py-1 text-sm font-bold text-primary-foreground tabular-nums">
            {stats ? stats.due_today : <span className="invisible">0</span>}
          </span>
        }
      >
        <Reserved
          text={
            !stats ? (
              <TextPlaceholder text="00 questions from your mistakes are due for another look." />
            ) : stats.due_today > 0 ? (
              `${countLabel(stats.due_today)} from your mistakes ${stats.due_today === 1 ? "is" : "are"} due for another look.`
            ) : (
              NOTHING_DUE
            )
          }
          reserve={NOTHING_DUE}
        />
      </LinkCard>
    </>
  )
}
