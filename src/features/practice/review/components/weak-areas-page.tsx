import { Link } from "react-router-dom"
import { buttonVariants } from "@/components/ui/button"
import { ErrorState, LoadingState } from "@/features/practice/analytics/components/query-states"
import { useReviewStats } from "../api/get-review-stats"
import type { WeakTopic } from "../api/types"
import { isSection, SECTION_TITLES } from "../domain/filters"
import { countLabel, formatAccuracy } from "../domain/labels"
import { EmptyState, ReviewPage } from "./review-page"

export const PRACTICE_WEAK_PATH = "/practice/test/weak"

/** /practice/review/weak: the student's lowest-accuracy topics, each with a practice set and its questions. */
export function WeakAreasPage({ userId }: { userId: string }) {
  const stats = useReviewStats(userId)
  const topics = stats.data?.weakest_topics ?? []
  return (
    <ReviewPage
      title="Weak Areas"
      description="The topics you miss most, lowest accuracy first (a topic counts once you have answered 3 of its questions)."
      back={{ to: "/practice/review", label: "Review overview" }}
    >
      {stats.isPending ? (
        <LoadingState label="Loading your weak areas…" />
      ) : stats.isError ? (
        <ErrorState message="We couldn't load your weak areas." onRetry={() => void stats.refetch()} />
      ) : topics.length === 0 ? (
        <EmptyState>
          No weak areas yet. Answer a few more questions (at least 3 in a topic) and the topics you miss most show up
          here.
        </EmptyState>
      ) : (
        <>
          <Link to={PRACTICE_WEAK_PATH} className={buttonVariants({ className: "w-full sm:w-auto" })}>
            Practice all weak areas
          </Link>
          <ol className="grid gap-3">
            {topics.map((t) => (
              <WeakTopicRow key={t.topic} topic={t} />
            ))}
          </ol>
        </>
      )}
    </ReviewPage>
  )
}

function WeakTopicRow({ topic }: { topic: WeakTopic }) {
  const section = isSection(topic.question_type) ? topic.question_type : null
  return (
    // Stacked on a phone (topic, then figure and buttons), one line from sm up.
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <h2 className="font-bold">{topic.topic}</h2>
        <p className="text-sm text-muted-foreground">
          {section ? `${SECTION_TITLES[section]} · ` : ""}
          {topic.correct} of {countLabel(topic.attempts, "attempt")} correct
        </p>
      </div>
      <div className="flex items-center gap-4">
        <p className="text-2xl font-bold tabular-nums">
          {formatAccuracy(topic.accuracy)}
          <span className="sr-only"> accuracy</span>
        </p>
        <div className="ml-auto flex gap-2">
          {section && (
            <Link
              to={`/practice/review/section/${section}?${new URLSearchParams({ topic: topic.topic })}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              aria-label={`Review ${topic.topic} questions`}
            >
              Review
            </Link>
          )}
          {/* A topic never missed has nothing for a one-topic set to hold (the server would say so). */}
          {topic.correct < topic.attempts && (
            <Link
              to={`${PRACTICE_WEAK_PATH}?${new URLSearchParams({ topic: topic.topic })}`}
              className={buttonVariants({ size: "sm" })}
              aria-label={`Practice ${topic.topic}`}
            >
              Practice
            </Link>
          )}
        </div>
      </div>
    </li>
  )
}
