import { clsx } from "clsx"
import { toolButton } from "./tool-button"

/** Bluebook's answer eliminator switch ("ABC" struck through): on, every option gets a strike-out toggle. */
export function EliminatorToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onToggle}
      aria-label="Answer eliminator"
      className={clsx(toolButton(on), "border border-border")}
    >
      <span aria-hidden className="line-through">
        ABC
      </span>
    </button>
  )
}
