import { useEffect, useRef, useState } from "react"
import { Button } from "@/components/ui/button"
import { QuestionView } from "@/features/practice/session/components/question-view"
import { useCheckReviewAnswer } from "../api/check-review-answer"
import { reviewErrorKind } from "../api/errors"
import type { ReviewCheck, ReviewQuestion } from "../api/types"
import { optionMarks, type OptionLetter } from "../domain/answer"
import { useReviewKeys } from "../hooks/use-review-keys"
import { AnswerFeedback } from "./answer-feedback"
import { DifficultyBadge, TopicBadge } from "./badges"
import { FavoriteButton } from "./favorite-button"
import { toSessionQuestion } from "./to-session-question"

export const RATE_LIMITED = "You've checked a lot of answers in a short time. Wait a minute, then try again."

type Props = {
  userId: string
  question: ReviewQuestion
  number: number
  onToggleFavorite: () => void
  /** Pages the list by one (the ←/→ shortcuts); absent for a question on its own. */
  onStep?: (delta: -1 | 1) => void
  /** Told of each verdict (the due queue then asks for a self-rating). */
  onChecked?: (check: ReviewCheck) => void
}

function checkError(error: unknown): string {
  const kind = reviewErrorKind(error)
  if (kind === "rate-limited") return RATE_LIMITED
  if (kind === "refused" || kind === "not-reviewable") return (error as Error).message
  return "We couldn't check your answer. Please try again."
}

/**
 * One question in review. Choosing an option locks the list and asks the
 * server (which alone holds the key); the verdict and explanation follow.
 * 'Try Again' unlocks. SPR answers are typed, then checked with a button.
 * Keyed by question id by the page, so nothing carries over between questions.
 */
export function ReviewQuestionCard({ userId, question, number, onToggleFavorite, onStep, onChecked }: Props) {
  const check = useCheckReviewAnswer(userId)
  const [answer, setAnswer] = useState<string | null>(null)
  const [result, setResult] = useState<ReviewCheck | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const [retries, setRetries] = useState(0)
  // After 'Try Again' the button is gone: focus returns to the answer (first option or the SPR box).
  useEffect(() => {
    if (retries > 0) root.current?.querySelector<HTMLInputElement>("input:not([disabled])")?.focus()
  }, [retries])
  const locked = result !== null || check.isPending

  const submit = (value: string) => {
    setAnswer(value)
    check.mutate(
      { id: question.id, answer: value },
      {
        onSuccess: (r) => {
          setResult(r)
          onChecked?.(r)
        },
        // A failed check unlocks. A choice is cleared so a click on it asks again;
        // a typed answer stays for the Check button.
        onError: () => {
          setResult(null)
          if (question.format === "mcq") setAnswer(null)
        },
      },
    )
  }
  const choose = (letter: OptionLetter) => {
    if (!locked && question.format === "mcq") submit(letter)
  }
  useReviewKeys((action) => {
    if (action.type === "choose") choose(action.letter)
    else if (action.type === "favorite") onToggleFavorite()
    else onStep?.(action.type === "prev" ? -1 : 1)
  })

  return (
    <div ref={root} className="space-y-5">
      <QuestionView
        question={toSessionQuestion(question, number)}
        number={number}
        entry={{ answer, flagged: false, eliminated: "", timeSpent: 0, seq: 0 }}
        onAnswer={(value) => (question.format === "mcq" ? value && choose(value as OptionLetter) : setAnswer(value))}
        disabled={locked}
        optionMarks={optionMarks(result)}
        toolbar={
          <>
            <TopicBadge topic={question.topic} />
            <DifficultyBadge level={question.difficulty} />
            <FavoriteButton pressed={question.is_favorite} onToggle={onToggleFavorite} />
          </>
        }
      />
      {/* Under the question's own column (a passage question spans the page). */}
      <div className={question.passage ? "space-y-5" : "mx-auto max-w-3xl space-y-5"}>
        {question.format === "spr" && !result && (
          <Button onClick={() => answer && submit(answer)} disabled={!answer || check.isPending}>
            {check.isPending ? "Checking…" : "Check"}
          </Button>
        )}
        <div role="status" aria-live="polite">
          {check.isPending && <p className="text-sm text-muted-foreground">Checking your answer…</p>}
          {result && (
            <AnswerFeedback
              check={result}
              onTryAgain={() => {
                setResult(null)
                // An SPR box keeps its text to edit; a choice is cleared.
                if (question.format === "mcq") setAnswer(null)
                check.reset()
                setRetries((n) => n + 1)
              }}
            />
          )}
        </div>
        {check.isError && (
          <p role="alert" className="rounded-lg border border-destructive p-3 text-sm font-medium text-destructive">
            {checkError(check.error)}
          </p>
        )}
      </div>
    </div>
  )
}
