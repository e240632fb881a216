import { clsx } from "clsx"
import type { AnswerMap } from "../domain/answers"
import { cellLabel, cellState } from "../domain/progress"
import { ANSWERED_CELL, ANSWERED_SWATCH, UNANSWERED_CELL, UNANSWERED_SWATCH } from "./cell-styles"
import { FlagGlyph } from "./question-view"

type Props = { questionIds: readonly string[]; current: number; answers: AnswerMap; onJump: (index: number) => void }

/**
 * Every question as a square in 5 columns. Current is outlined and
 * underlined, answered is filled (unanswered a dashed outline, as on Check
 * Your Work), flagged carries a flag: shape and words as well as colour.
 */
export function QuestionNavigator({ questionIds, current, answers, onJump }: Props) {
  return (
    <nav aria-label="Questions" className="rounded-xl border border-border bg-card p-4">
      <ol className="grid grid-cols-5 gap-2">
        {questionIds.map((id, i) => {
          const state = cellState(i, current, id, answers)
          return (
            <li key={id}>
              <button
                type="button"
                onClick={() => onJump(i)}
                aria-label={cellLabel(i + 1, state)}
                aria-current={state.current ? "step" : undefined}
                className={clsx(
                  "relative grid aspect-square w-full place-items-center rounded-md text-sm font-semibold",
                  state.answered ? ANSWERED_CELL : UNANSWERED_CELL,
                  state.current &&
                    "underline decoration-2 underline-offset-2 ring-2 ring-primary ring-offset-2 ring-offset-card",
                )}
              >
                {i + 1}
                {state.flagged && (
                  <span className="absolute -top-1.5 -right-1.5 rounded-full bg-card p-0.5 text-primary">
                    <FlagGlyph filled />
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ol>
      <ul className="mt-4 grid grid-cols-2 gap-2 text-xs text-muted-foreground" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3.5 rounded-sm border-2 border-primary underline" /> Current
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className={ANSWERED_SWATCH} /> Answered
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className={UNANSWERED_SWATCH} /> Not answered
        </li>
        <li className="flex items-center gap-1.5 text-primary">
          <FlagGlyph filled /> <span className="text-muted-foreground">For review</span>
        </li>
      </ul>
    </nav>
  )
}
