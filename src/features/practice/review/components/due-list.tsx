import { clsx } from "clsx"
import type { DueCard } from "../api/due-cards"

const SECTION_NAMES = { math: "Math", reading: "Reading", writing: "Writing" } as const

/** Today's cards: topic, section and the first words of each question; the current one is marked. */
export function DueList({ items, currentId }: { items: readonly DueCard[]; currentId?: string }) {
  return (
    <section aria-labelledby="due-list-heading">
      <h2 id="due-list-heading" className="text-lg font-bold">
        Today&apos;s queue
      </h2>
      <ol className="mt-3 space-y-2">
        {items.map((item) => {
          const current = item.question_id === currentId
          return (
            <li
              key={item.question_id}
              aria-current={current ? "step" : undefined}
              className={clsx(
                "rounded-lg border p-3 text-sm",
                current ? "border-primary bg-accent text-accent-foreground" : "border-border bg-card",
              )}
            >
              {/* Plain text, not a pill: topic names run to three lines in a narrow column. */}
              <p className="text-xs font-semibold">
                {item.topic}
                <span className="font-normal text-muted-foreground"> · {SECTION_NAMES[item.section]}</span>
                {current && <span> · now</span>}
              </p>
              <p className="mt-1 line-clamp-2">{item.excerpt}</p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
