import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { Button } from "@/components/ui/button"
import type { DueCard } from "../api/due-cards"
import { reviewQuestionQueryOptions } from "../api/get-review-question"
import { useRateCard } from "../api/rate-card"
import { isDueToday } from "../domain/due-day"
import { afterRating, nextUp, todaysQueue } from "../domain/due-queue"
import { nextCard, type ReviewRating } from "../domain/fsrs"
import { DueCardView } from "./due-card-view"
import { DueEmpty } from "./due-empty"
import { DueList } from "./due-list"

type Props = { userId: string; timeZone: string; initial: readonly DueCard[] }

const timeOf = (d: Date) => new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(d)

/**
 * Today's cards one at a time: answer (checked on the server), then a
 * self-rating that ts-fsrs turns into the card's next schedule. A card
 * leaves the queue once its next review falls after today; a learning step
 * later today comes back in its turn.
 */
export function DueSession({ userId, timeZone, initial }: Props) {
  const [queue, setQueue] = useState(() => todaysQueue(initial, new Date(), timeZone))
  const [now, setNow] = useState(() => new Date())
  const [checkedId, setCheckedId] = useState<string | null>(null)
  const [early, setEarly] = useState(false)
  const [nextDue, setNextDue] = useState<Date | null>(null)
  const rate = useRateCard(userId)
  const up = nextUp(queue, now)
  const waitUntil = up.kind === "waiting" ? up.at.getTime() : null

  // A learning step falls due while the student waits: show it.
  useEffect(() => {
    if (waitUntil === null) return
    const t = setTimeout(() => setNow(new Date()), Math.max(0, waitUntil - Date.now()) + 50)
    return () => clearTimeout(t)
  }, [waitUntil])

  const current = up.kind === "card" || (up.kind === "waiting" && early) ? up.item : null
  const currentKey = current ? `${current.question_id}:${current.card.reps}` : null

  // The next question loads while the student works on this one.
  const client = useQueryClient()
  const upNext = queue.find((i) => i.question_id !== current?.question_id)?.question_id
  useEffect(() => {
    if (upNext) void client.prefetchQuery(reviewQuestionQueryOptions(userId, upNext))
  }, [client, userId, upNext])

  // After a rating, focus moves to the next card (not on arrival: the page heading comes first).
  const cardRef = useRef<HTMLDivElement>(null)
  const firstKey = useRef(currentKey)
  useEffect(() => {
    if (currentKey && currentKey !== firstKey.current) cardRef.current?.focus()
  }, [currentKey])

  const onRate = (rating: ReviewRating) => {
    if (!current || rate.isPending) return
    const at = new Date()
    rate.mutate(
      {
        questionId: current.question_id,
        rating,
        next: nextCard(current.card, rating, at),
        expectedReps: current.card.reps,
      },
      {
        // Not applied means the card had moved on (another tab): the stored card is the truth either way.
        onSuccess: ({ card }) => {
          setQueue((q) => afterRating(q, { ...current, card }, at, timeZone))
          const due = new Date(card.due)
          if (!isDueToday(due, at, timeZone)) setNextDue((d) => (d && d < due ? d : due))
          setCheckedId(null)
          setEarly(false)
          setNow(new Date())
        },
      },
    )
  }
  const skip = (id: string) => setQueue((q) => q.filter((i) => i.question_id !== id))

  return (
    <div className="space-y-6">
      <p role="status" className="font-semibold">
        {queue.length === 0
          ? "No cards left today"
          : `${queue.length} ${queue.length === 1 ? "card" : "cards"} due today`}
      </p>
      {up.kind === "done" ? (
        <DueEmpty finished nextDue={nextDue} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div ref={cardRef} tabIndex={-1} className="min-w-0 space-y-5 outline-none">
            {current ? (
              <DueCardView
                key={currentKey}
                userId={userId}
                item={current}
                number={initial.findIndex((i) => i.question_id === current.question_id) + 1}
                checked={checkedId === current.question_id}
                onChecked={() => setCheckedId(current.question_id)}
                onRate={onRate}
                rating={rate.isPending}
                rateError={rate.isError}
                onSkip={() => skip(current.question_id)}
              />
            ) : (
              up.kind === "waiting" && (
                <div className="rounded-xl border border-border bg-card p-6">
                  <h2 className="text-lg font-bold">Next card at {timeOf(up.at)}</h2>
                  <p className="mt-1 text-sm text-muted-foreground">
                    You are learning {queue.length === 1 ? "this question" : "these questions"}: a short wait helps it
                    stick. It comes back on its own.
                  </p>
                  <Button className="mt-4" variant="outline" onClick={() => setEarly(true)}>
                    Review it now
                  </Button>
                </div>
              )
            )}
          </div>
          <DueList items={queue} currentId={current?.question_id} />
        </div>
      )}
    </div>
  )
}
