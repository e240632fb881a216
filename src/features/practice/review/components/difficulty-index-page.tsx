import { ErrorState, LoadingState } from "@/features/practice/analytics/components/query-states"
import { useReviewStats } from "../api/get-review-stats"
import type { BandStats } from "../api/types"
import { BANDS } from "../domain/filters"
import { BAND_INFO, countLabel, formatAccuracy } from "../domain/labels"
import { LinkCard } from "./link-card"
import { ReviewPage } from "./review-page"

/** /practice/review/difficulty: Easy 1-3, Medium 4-6 and Hard 7-9, each with the student's accuracy. */
export function DifficultyIndexPage({ userId }: { userId: string }) {
  const stats = useReviewStats(userId)
  return (
    <ReviewPage
      title="Review by Difficulty"
      description="Questions grouped by level, with how you have done on each."
      back={{ to: "/practice/review", label: "Review overview" }}
    >
      {stats.isPending ? (
        <LoadingState label="Loading difficulty levels…" />
      ) : stats.isError ? (
        <ErrorState message="We couldn't load the difficulty levels." onRetry={() => void stats.refetch()} />
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {BANDS.map((band) => (
            <BandCard key={band} stats={stats.data.by_difficulty.find((b) => b.band === band)} band={band} />
          ))}
        </div>
      )}
    </ReviewPage>
  )
}

function BandCard({ band, stats }: { band: (typeof BANDS)[number]; stats: BandStats | undefined }) {
  const info = BAND_INFO[band]
  const attempted = (stats?.attempts ?? 0) > 0
  return (
    <LinkCard to={`/practice/review/difficulty/${band}`} title={`${info.label} (${info.range})`}>
      <span className="block">{countLabel(stats?.total_questions ?? 0)}</span>
      <span className="mt-3 block text-3xl font-bold text-foreground tabular-nums">
        {attempted ? formatAccuracy(stats?.accuracy) : "—"}
      </span>
      <span className="block">
        {attempted
          ? `accuracy · ${stats?.correct} of ${countLabel(stats?.attempts ?? 0, "attempt")} correct`
          : "Not attempted yet"}
      </span>
    </LinkCard>
  )
}
