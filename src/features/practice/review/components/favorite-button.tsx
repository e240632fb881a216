import { clsx } from "clsx"
import { StarOutlineIcon } from "@/components/ui/icons"

/** The favourite toggle: one name ("Favorite"), its state in aria-pressed and in the star's fill. */
export function FavoriteButton({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={pressed}
      aria-keyshortcuts="F"
      className={clsx(
        "ml-auto inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium",
        pressed
          ? "border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          : "border-border hover:bg-muted",
      )}
    >
      <StarOutlineIcon className="size-4" fill={pressed ? "currentColor" : "none"} />
      Favorite
    </button>
  )
}
