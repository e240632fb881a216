import type { ReactNode } from "react"
import { useSearchParams } from "react-router-dom"
import { ErrorState, LoadingState } from "@/features/practice/analytics/components/query-states"
import { useReviewList } from "../api/list-review-questions"
import { listTitle, type ReviewFilter } from "../domain/filters"
import { filterByTopic, topicCounts } from "../domain/group"
import { QuestionRows } from "./question-rows"
import { EmptyState, ReviewPage } from "./review-page"
import { TopicFilter } from "./topic-filter"

export const NO_QUESTIONS = "No questions found for this filter."

type Props = {
  userId: string
  filter: ReviewFilter
  value: string | null
  back: { to: string; label: string }
  description?: ReactNode
  /** Shown under the empty message (how the list fills up). */
  emptyHint?: ReactNode
  /** Offer the topic filter (`?topic=`). */
  byTopic?: boolean
}

/** A list of reviewable questions: section, difficulty band or favourites. */
export function QuestionListPage({ userId, filter, value, back, description, emptyHint, byTopic }: Props) {
  const list = useReviewList(userId, filter, value)
  const [params, setParams] = useSearchParams()
  const topic = byTopic ? params.get("topic") : null
  const title = listTitle(filter, value)
  const rows = list.data ? filterByTopic(list.data, topic) : []
  // A chosen topic narrows the list the question pager walks, too (an unknown one is ignored).
  const chosen = topic && list.data?.some((i) => i.topic === topic) ? topic : null

  return (
    <ReviewPage title={title} description={description} back={back}>
      {list.isPending ? (
        <LoadingState label="Loading questions…" />
      ) : list.isError ? (
        <ErrorState message="We couldn't load these questions." onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>
          <p className="font-medium text-foreground">{NO_QUESTIONS}</p>
          {emptyHint && <p className="mt-2">{emptyHint}</p>}
        </EmptyState>
      ) : (
        <>
          {byTopic && (
            <TopicFilter
              topics={topicCounts(list.data)}
              total={list.data.length}
              value={chosen}
              onChange={(t) =>
                setParams(
                  (p) => {
                    if (t) p.set("topic", t)
                    else p.delete("topic")
                    return p
                  },
                  { replace: true },
                )
              }
            />
          )}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {rows.length === 1 ? "1 question" : `${rows.length} questions`}
            {chosen ? ` in ${chosen}` : ""}
          </p>
          <QuestionRows items={rows} filter={chosen ? "topic" : filter} value={chosen ?? value} />
        </>
      )}
    </ReviewPage>
  )
}
