import { clsx } from "clsx"
import { useEffect, useRef } from "react"
import { previewIntervals, type ReviewRating, type ServerCard } from "../domain/fsrs"

const TONES: Record<ReviewRating, string> = {
  1: "border-red-600 dark:border-red-500",
  2: "border-amber-600 dark:border-amber-500",
  3: "border-emerald-600 dark:border-emerald-500",
  4: "border-sky-600 dark:border-sky-500",
}

type Props = { card: ServerCard; now: Date; onRate: (rating: ReviewRating) => void; disabled?: boolean }

/**
 * Again / Hard / Good / Easy, each with what it schedules (ts-fsrs's own
 * preview, so the label is what the card then gets). Keys 1-4 rate too,
 * unless the student is typing in a field.
 */
export function DueRating({ card, now, onRate, disabled }: Props) {
  const options = previewIntervals(card, now)
  const rate = useRef(onRate)
  useEffect(() => {
    rate.current = disabled ? () => undefined : onRate
  })
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null
      const typing =
        el?.tagName === "TEXTAREA" ||
        el?.isContentEditable ||
        (el?.tagName === "INPUT" && (el as HTMLInputElement).type === "text")
      if (typing || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return
      if (["1", "2", "3", "4"].includes(e.key)) {
        e.preventDefault()
        rate.current(Number(e.key) as ReviewRating)
      }
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [])

  return (
    <section aria-labelledby="rate-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="rate-heading" className="font-bold">
        How well did you know it?
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Your rating sets when this question comes back. Keys 1-4.</p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {options.map((o) => (
          <button
            key={o.rating}
            type="button"
            disabled={disabled}
            onClick={() => onRate(o.rating)}
            aria-label={`${o.label}: next review in ${o.long}`}
            aria-keyshortcuts={String(o.rating)}
            className={clsx(
              "flex flex-col items-center rounded-lg border-2 bg-background px-3 py-2 font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60",
              TONES[o.rating],
            )}
          >
            <span>{o.label}</span>
            <span className="text-sm font-normal text-muted-foreground">
              <kbd className="font-mono">{o.rating}</kbd> · {o.short}
            </span>
          </button>
        ))}
      </div>
    </section>
  )
}
