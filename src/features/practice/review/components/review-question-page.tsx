import { Link, useLocation, useNavigate } from "react-router-dom"
import { buttonVariants } from "@/components/ui/button"
import { ErrorState, LoadingState } from "@/features/practice/analytics/components/query-states"
import { reviewErrorKind } from "../api/errors"
import { useReviewQuestion } from "../api/get-review-question"
import { useToggleFavorite } from "../api/toggle-favorite"
import { listPath } from "../domain/filters"
import { stepIndex } from "../domain/pager"
import { decodePosition, isQuestionId, questionLink, readRouteState } from "../domain/review-url"
import { useReviewPosition } from "../hooks/use-review-position"
import { QuestionPager } from "./question-pager"
import { ReviewPage } from "./review-page"
import { ReviewQuestionCard } from "./review-question-card"

export const NOT_FOUND_TITLE = "Question Not Found"
export const NOT_FOUND_TEXT = "The question you're looking for doesn't exist."

/**
 * /practice/review/question/{id}: one question with instant feedback, its
 * list's pager and the favourite toggle. The list comes from route state or,
 * on a reload or a shared link, from the URL (see useReviewPosition).
 */
export function ReviewQuestionPage({ userId, id }: { userId: string; id: string }) {
  const position = useReviewPosition(userId, id)
  const validId = isQuestionId(id)
  const question = useReviewQuestion(userId, id, validId)
  const favorite = useToggleFavorite(userId)
  const navigate = useNavigate()
  const location = useLocation()
  const listed = position.status === "listed" ? position : null
  // The list the student came from, even when it no longer holds this question.
  const origin = listed ?? readRouteState(location.state) ?? decodePosition(location.search)
  const backTo = origin ? listPath(origin.filter, origin.value, question.data?.section) : "/practice/review/section"

  if (!validId)
    return (
      <Gone title={NOT_FOUND_TITLE} backTo={backTo}>
        {NOT_FOUND_TEXT}
      </Gone>
    )
  if (question.isPending || position.status === "loading") return <LoadingState label="Loading question…" />
  if (question.isError) {
    const kind = reviewErrorKind(question.error)
    // A malformed id the server refuses (400) is as missing as an unknown one.
    if (kind === "not-found" || kind === "refused")
      return (
        <Gone title={NOT_FOUND_TITLE} backTo={backTo}>
          {NOT_FOUND_TEXT}
        </Gone>
      )
    if (kind === "not-reviewable")
      return (
        <Gone title="Not Ready for Review Yet" backTo={backTo}>
          This question belongs to a test you haven&apos;t submitted yet. It opens for review, with its answer and
          explanation, once you submit that test.
        </Gone>
      )
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ErrorState
          message={
            kind === "rate-limited"
              ? "Too many requests. Wait a minute, then try again."
              : "We couldn't load this question."
          }
          onRetry={() => void question.refetch()}
        />
      </div>
    )
  }

  const q = question.data
  const step = (delta: -1 | 1) => {
    if (!listed) return
    const next = stepIndex(listed.ids.length, listed.index, delta)
    if (next === null) return
    const link = questionLink(listed.ids, next, listed.filter, listed.value)
    void navigate(link.to, { state: link.state, replace: true })
  }
  return (
    <ReviewPage
      title={listed?.title ?? "Review Question"}
      description={listed ? `Question ${listed.index + 1} of ${listed.ids.length}` : undefined}
      back={{ to: backTo, label: "Back to Questions" }}
    >
      <ReviewQuestionCard
        key={q.id}
        userId={userId}
        question={q}
        number={listed ? listed.index + 1 : 1}
        onToggleFavorite={() => favorite.mutate({ id: q.id, favorite: !q.is_favorite })}
        onStep={step}
      />
      {listed && listed.ids.length > 1 && (
        <QuestionPager ids={listed.ids} index={listed.index} filter={listed.filter} value={listed.value} />
      )}
      <p className="hidden text-center text-xs text-muted-foreground sm:block">
        Shortcuts: A-D choose · ← → previous / next · F favourite
      </p>
    </ReviewPage>
  )
}

function Gone({ title, backTo, children }: { title: string; backTo: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{children}</p>
      <Link to={backTo} className={buttonVariants({ className: "mt-6" })}>
        Back to Questions
      </Link>
    </div>
  )
}
