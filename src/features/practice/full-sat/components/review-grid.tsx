import { clsx } from "clsx"
import {
  ANSWERED_CELL,
  ANSWERED_SWATCH,
  UNANSWERED_CELL,
  UNANSWERED_SWATCH,
} from "@/features/practice/session/components/cell-styles"

export type ReviewQuestion = { position: number; answered: boolean; flagged: boolean }

export type ReviewGridProps = {
  /** e.g. "Section 1, Module 1: Reading and Writing" (domain/tier moduleTitle). */
  title: string
  questions: readonly ReviewQuestion[]
  /** The question being shown before the student came here, outlined as "Current"; omit on Check Your Work. */
  current?: number
  onJump: (position: number) => void
}

function FlagIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="currentColor" aria-hidden="true">
      <path d="M5 21V4h11l-1.5 4L16 12H7v9z" />
    </svg>
  )
}

/**
 * "Check Your Work": every question of the module with its state. States are
 * told apart by shape and text, not colour alone: answered is a filled square,
 * unanswered a dashed outline, For Review carries a flag.
 */
export function ReviewGrid({ title, questions, current, onJump }: ReviewGridProps) {
  const unanswered = questions.filter((q) => !q.answered).length
  const flagged = questions.filter((q) => q.flagged).length
  return (
    <section aria-labelledby="review-grid-title" className="rounded-2xl border border-border bg-card p-5">
      <h2 id="review-grid-title" className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {unanswered === 0 ? "Every question has an answer." : `${unanswered} unanswered`}
        {flagged > 0 ? ` · ${flagged} marked for review` : ""}
      </p>
      <ul className="mt-3 flex flex-wrap gap-4 text-xs" aria-label="Legend">
        {current !== undefined && (
          <li className="flex items-center gap-1.5">
            <span className="size-4 rounded-sm border-2 border-foreground" aria-hidden="true" /> Current
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <span className={UNANSWERED_SWATCH} aria-hidden="true" /> Unanswered
        </li>
        <li className="flex items-center gap-1.5">
          <span className={ANSWERED_SWATCH} aria-hidden="true" /> Answered
        </li>
        <li className="flex items-center gap-1.5 text-destructive">
          <FlagIcon /> <span className="text-foreground">For Review</span>
        </li>
      </ul>
      <ol className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {questions.map((q) => {
          const state = [
            q.answered ? "answered" : "unanswered",
            q.flagged ? "marked for review" : null,
            q.position === current ? "current" : null,
          ]
            .filter(Boolean)
            .join(", ")
          return (
            <li key={q.position}>
              <button
                type="button"
                onClick={() => onJump(q.position)}
                aria-label={`Question ${q.position}, ${state}`}
                aria-current={q.position === current ? "step" : undefined}
                className={clsx(
                  "relative flex h-11 w-full items-center justify-center rounded-md text-sm font-semibold",
                  q.answered ? ANSWERED_CELL : UNANSWERED_CELL,
                  q.position === current && "ring-2 ring-foreground ring-offset-2 ring-offset-card",
                )}
              >
                {q.position}
                {q.flagged && (
                  <span className="absolute -top-2 -right-2 rounded-full border border-border bg-card p-0.5 text-destructive">
                    <FlagIcon />
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
