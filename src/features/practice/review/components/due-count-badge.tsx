import { useDueCount } from "../api/due-count"
import { browserTimeZone } from "../domain/due-day"

/**
 * The sidebar's count beside 'Due today'. Visually a number; to a screen
 * reader ", 3 due" inside the link's name. Nothing while loading, on an
 * error or at zero: a badge is a nudge, never a blocker.
 */
export function DueCountBadge({ userId, className }: { userId: string; className?: string }) {
  const count = useDueCount(userId, browserTimeZone())
  if (!count.data) return null
  return (
    <span className={className}>
      <span
        aria-hidden="true"
        className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground"
      >
        {count.data > 99 ? "99+" : count.data}
      </span>
      <span className="sr-only"> ({count.data} due)</span>
    </span>
  )
}
