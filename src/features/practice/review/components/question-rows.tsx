import { Link } from "react-router-dom"
import { StarIcon } from "@/components/ui/icons"
import type { ReviewListItem } from "../api/types"
import type { ReviewFilter } from "../domain/filters"
import { excerpt } from "../domain/labels"
import { questionLink } from "../domain/review-url"
import { DifficultyBadge, TopicBadge } from "./badges"

type Props = { items: ReviewListItem[]; filter: ReviewFilter; value: string | null }

function record(item: ReviewListItem): string {
  if (item.attempts === 0) return "Not attempted"
  return `${item.correct} of ${item.attempts} correct`
}

/** The rows of a list: each opens the question with the whole list in its route state and URL. */
export function QuestionRows({ items, filter, value }: Props) {
  const ids = items.map((i) => i.id)
  return (
    <ol className="grid gap-3">
      {items.map((item, index) => {
        const link = questionLink(ids, index, filter, value)
        return (
          <li key={item.id}>
            <Link
              to={link.to}
              state={link.state}
              className="block rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="flex items-start gap-3">
                <span aria-hidden className="mt-0.5 text-sm font-bold text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block">
                    <span className="sr-only">{`Question ${index + 1}: `}</span>
                    {excerpt(item.excerpt)}
                  </span>
                  <span className="mt-2 flex flex-wrap items-center gap-2">
                    <TopicBadge topic={item.topic} />
                    <DifficultyBadge level={item.difficulty} />
                    <span className="text-xs text-muted-foreground">{record(item)}</span>
                    {item.is_favorite && (
                      <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-800 dark:text-amber-300">
                        <StarIcon aria-hidden className="size-3.5 fill-current" />
                        Favorite
                      </span>
                    )}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ol>
  )
}
