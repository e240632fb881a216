import { ErrorState, LoadingState } from "@/features/practice/analytics/components/query-states"
import { Button } from "@/components/ui/button"
import type { DueCard } from "../api/due-cards"
import { reviewErrorKind } from "../api/errors"
import { useReviewQuestion } from "../api/get-review-question"
import { useToggleFavorite } from "../api/toggle-favorite"
import type { ReviewRating } from "../domain/fsrs"
import { DueRating } from "./due-rating"
import { ReviewQuestionCard } from "./review-question-card"

type Props = {
  userId: string
  item: DueCard
  number: number
  checked: boolean
  onChecked: () => void
  onRate: (rating: ReviewRating) => void
  rating: boolean
  rateError: boolean
  onSkip: () => void
}

/** One due card: the review question (answer, verdict, explanation), then the self-rating. */
export function DueCardView({ userId, item, number, checked, onChecked, onRate, rating, rateError, onSkip }: Props) {
  const question = useReviewQuestion(userId, item.question_id)
  const favorite = useToggleFavorite(userId)

  if (question.isPending) return <LoadingState label="Loading question…" />
  if (question.isError) {
    const kind = reviewErrorKind(question.error)
    if (kind === "not-found" || kind === "not-reviewable")
      return (
        <div role="alert" className="rounded-xl border border-border bg-card p-6">
          <p className="font-medium">
            {kind === "not-found"
              ? "This question is no longer in the bank."
              : "This question is in a test you are taking: it comes back once you submit that test."}
          </p>
          <Button variant="outline" size="sm" className="mt-4" onClick={onSkip}>
            Skip it for now
          </Button>
        </div>
      )
    return <ErrorState message="We couldn't load this question." onRetry={() => void question.refetch()} />
  }

  const q = question.data
  return (
    <>
      <ReviewQuestionCard
        userId={userId}
        question={q}
        number={number}
        onToggleFavorite={() => favorite.mutate({ id: q.id, favorite: !q.is_favorite })}
        onChecked={onChecked}
      />
      {checked ? (
        <>
          <DueRating card={item.card} now={new Date()} onRate={onRate} disabled={rating} />
          {rateError && (
            <p role="alert" className="rounded-lg border border-destructive p-3 text-sm font-medium text-destructive">
              Your rating was not saved. Please try again.
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Answer the question, then rate how well you knew it.</p>
      )}
    </>
  )
}
