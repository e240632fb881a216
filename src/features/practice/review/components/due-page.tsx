import { useState } from "react"
import { ErrorState, LoadingState } from "@/features/practice/analytics/components/query-states"
import { useDueCards, type DueCard } from "../api/due-cards"
import { DueEmpty } from "./due-empty"
import { DueSession } from "./due-session"
import { ReviewPage } from "./review-page"

/**
 * /practice/review/due: the student's mistakes that are due today. The
 * first answer of the list starts the session; later refetches (after each
 * rating) refresh the badges, not the session in progress.
 */
export function DuePage({ userId, timeZone }: { userId: string; timeZone: string }) {
  const due = useDueCards(userId, timeZone)
  const [snapshot, setSnapshot] = useState<DueCard[] | null>(null)
  if (snapshot === null && due.data) setSnapshot(due.data)

  return (
    <ReviewPage
      title="Due Today"
      description="Questions you missed, back when they are about to slip: answer, then rate how well you knew each."
      back={{ to: "/practice/review", label: "Review" }}
    >
      {snapshot ? (
        snapshot.length === 0 ? (
          <DueEmpty />
        ) : (
          <DueSession userId={userId} timeZone={timeZone} initial={snapshot} />
        )
      ) : due.isError ? (
        <ErrorState message="We couldn't load today's cards." onRetry={() => void due.refetch()} />
      ) : (
        <LoadingState label="Loading today's cards…" />
      )}
    </ReviewPage>
  )
}
